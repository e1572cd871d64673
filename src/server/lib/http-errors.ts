import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string>;

/** An error whose message is safe to show to the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Turns zod issues into one message per field path ('applicants.0.firstName'); the first wins. */
function fieldErrorsFrom(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields.';

function validationFailed(error: ZodError): HttpError {
  return badRequest(VALIDATION_MESSAGE, fieldErrorsFrom(error.issues));
}

/** Validates with a domain schema inside a handler (for schemas built per request, e.g. with today's date). */
export function parseWith<T>(
  schema: {
    safeParse(data: unknown): { success: true; data: T } | { success: false; error: ZodError };
  },
  data: unknown,
): T {
  const result = schema.safeParse(data);
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}
