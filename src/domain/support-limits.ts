// The contact form's and the chat hand-off's limits, without the schema (schemas/support-message.ts):
// the chat's transcript uses them, and the chat's code stays free of zod until its form is used.
export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;
