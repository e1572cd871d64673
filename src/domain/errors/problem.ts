import { errorCatalogue, isErrorCode, type ErrorCode, type ErrorParams } from './catalogue';
import { formatDay } from '@/domain/i18n/format-date';
import { parseFieldMessage, type ProblemParams } from './field-message';

// A refusal as it travels: a code the client translates, the English as a fallback, the values
// the text is filled with, and for validation one such problem per field (docs/errors.md).

export interface Problem {
  code: string;
  message: string;
  params?: ProblemParams;
}

/** The body of every refusal the API answers with. */
export interface ErrorBody extends Problem {
  /** Validation: the problem of each field, by path ('applicants.1.firstName'). */
  fields?: Record<string, Problem>;
}

/**
 * The English text of a code, filled with its params (a missing param stays as `{{name}}`).
 * `{{name, day}}` shows a 'YYYY-MM-DD' param as a day ('Thu, Dec 3'), as the web's i18next does.
 */
export function englishMessage(code: ErrorCode, params: ProblemParams = {}): string {
  const definition: { message: string; one?: string } = errorCatalogue[code];
  const text = params.count === 1 && definition.one ? definition.one : definition.message;
  return text.replace(/\{\{(\w+)(?:, *(\w+))?\}\}/g, (whole, name: string, style?: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = String(params[name]);
    return style === 'day' ? formatDay(value, 'en') : value;
  });
}

/** A problem for a code of the catalogue, with its English text. */
export function problemOf<C extends ErrorCode>(code: C, params?: ErrorParams<C>): Problem {
  const values: ProblemParams | undefined = params;
  return {
    code,
    message: englishMessage(code, values),
    ...(values && Object.keys(values).length > 0 ? { params: values } : {}),
  };
}

/** A field message back as a code of the catalogue and params; undefined when it is not one. */
export function decodeFieldMessage(
  message: string,
): { code: ErrorCode; params?: ProblemParams } | undefined {
  const parsed = parseFieldMessage(message);
  return parsed && isErrorCode(parsed.code) ? { ...parsed, code: parsed.code } : undefined;
}

/** The problem a field message stands for; a text that is not a code becomes `validation.invalid`. */
export function fieldProblem(message: string): Problem {
  const decoded = decodeFieldMessage(message);
  if (!decoded) return { code: 'validation.invalid', message: message || 'Invalid value' };
  return {
    code: decoded.code,
    message: englishMessage(decoded.code, decoded.params),
    ...(decoded.params ? { params: decoded.params } : {}),
  };
}
