// The shape of one entry of the error catalogue (catalogue.ts). Kept apart so the catalogue
// reads as a table.

/** A value a message is filled with: `{{name}}` in the English and in every translation. */
export type ErrorParamValue = string | number;
export type ErrorParamsShape = Record<string, ErrorParamValue>;
type NoParams = Record<never, never>;

export interface ErrorDefinition<P extends ErrorParamsShape = NoParams> {
  /** The HTTP status every answer with this code has (0: the web client's own, never sent). */
  readonly status: number;
  /** The English text, with `{{param}}` placeholders: the fallback and the source translators use. */
  readonly message: string;
  /** The English text when the `count` param is 1 (i18next's `_one` form). */
  readonly one?: string;
  /** What the code means and what the caller can do about it (docs/errors.md). */
  readonly meaning: string;
  /** Type only, never set: the params the message takes. */
  readonly params?: P;
}

/** An entry without params. */
export function refusal(status: number, message: string, meaning: string): ErrorDefinition {
  return { status, message, meaning };
}

/** An entry whose message takes params: `refusalWith<{ name: string }>()(413, ...)`. */
export function refusalWith<P extends ErrorParamsShape>() {
  return (status: number, message: string, meaning: string, one?: string): ErrorDefinition<P> => ({
    status,
    message,
    meaning,
    ...(one ? { one } : {}),
  });
}

/** A form field's message (status 400 when the API sends it, inside `fields`). */
export const fieldMessage = (message: string): ErrorDefinition =>
  refusal(400, message, 'A form field: shown beside the field it names.');

/** A form field's message with params. */
export function fieldMessageWith<P extends ErrorParamsShape>() {
  return (message: string): ErrorDefinition<P> =>
    refusalWith<P>()(400, message, 'A form field: shown beside the field it names.');
}
