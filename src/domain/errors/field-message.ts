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

/** A refusal's field problem as a field message, to hand to a form library (untyped codes). */
export function problemAsFieldMessage(problem: { code: string; params?: ProblemParams }): string {
  const params = problem.params ?? {};
  if (Object.keys(params).length === 0) return problem.code;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${problem.code}?${query.toString()}`;
}
