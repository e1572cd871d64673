/**
 * The error shape is described in docs/api.md and decided in 0018-compression.md.
 */
export const errorShape = { message: '', errors: {} };
