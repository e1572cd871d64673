import type { ErrorCode, ErrorParams } from './catalogue';
import type { ErrorParamValue } from './define';

// A zod issue carries only a message string, and so does a form library's field error. For
// fields the message is therefore the code itself, with its params (numbers from the schema,
// never user text) as a query string: 'validation.too_long?max=500'. The server turns it into a
// refusal's field problem; the web client reads it with parseFieldMessage and shows its own
// translation of the code. This file imports the catalogue for its types only, so the browser
// bundle that validates forms does not carry the catalogue's English.

export type ProblemParams = Record<string, ErrorParamValue>;

const CODE = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;

/** The message a schema gives a rule: the field's code, with its params. */
export function fieldMessage<C extends ErrorCode>(code: C, params?: ErrorParams<C>): string {
  const values: ProblemParams | undefined = params;
  return problemAsFieldMessage(values ? { code, params: values } : { code });
}

/** A field message back as a code and params; undefined when it has no code's shape. */
export function parseFieldMessage(
  message: string,
): { code: string; params?: ProblemParams } | undefined {
  const [code = '', query] = message.split('?', 2);
  if (!CODE.test(code)) return undefined;
  if (query === undefined) return { code };
  const params: ProblemParams = {};
  for (const [key, value] of new URLSearchParams(query)) {
    params[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return { code, params };
}

/**
 * Field codes whose words do not say which field they are about ('This field is required',
 * 'Please select a country from the list'). Every other field code names its field ('Enter the
 * father's nationality'), so an error summary shows it alone, and one of these after the
 * field's label (docs/decisions/0019-error-summary.md).
 */
const codesThatNameNoField: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'validation.invalid',
  'validation.invalid_option',
  'validation.too_short',
  'validation.too_long',
  'validation.required',
  'validation.invalid_characters',
  'validation.fill_all_required',
  'validation.yes_no_required',
  'validation.country_invalid',
  'validation.exit_port_invalid',
  'validation.date_consistency',
]);

/**
 * Whether a field message's words name the field they are about. A message without a code's
 * shape (the server's English of a code this version does not know) is taken to name it.
 */
export function namesItsField(message: string): boolean {
  const code = parseFieldMessage(message)?.code;
  return code === undefined || !codesThatNameNoField.has(code as ErrorCode);
}

/** A refusal's field problem as a field message, to hand to a form library (untyped codes). */
export function problemAsFieldMessage(problem: { code: string; params?: ProblemParams }): string {
  const params = problem.params ?? {};
  if (Object.keys(params).length === 0) return problem.code;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${problem.code}?${query.toString()}`;
}
