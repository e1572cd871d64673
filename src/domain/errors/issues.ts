import { decodeFieldMessage, fieldProblem, problemOf, type Problem } from './problem';

/** What a zod issue (or fastify-type-provider-zod's copy of one) tells about a field. */
export interface IssueLike {
  code?: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  input?: unknown;
  format?: unknown;
}

/**
 * The problem of one zod issue. The domain's schemas give every rule a field code
 * (problem.ts); a rule without one (a route's own id or query schema) still gets a code, from
 * what the issue says.
 */
export function problemFromIssue(issue: IssueLike): Problem {
  if (decodeFieldMessage(issue.message)) return fieldProblem(issue.message);
  const isString = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      // zod reports the value only when asked to; its own text says whether it was absent.
      return problemOf(
        ('input' in issue ? issue.input === undefined : / received undefined$/.test(issue.message))
          ? 'validation.required'
          : 'validation.invalid',
      );
    case 'too_small':
      if (isString && issue.minimum === 1) return problemOf('validation.required');
      if (isString && typeof issue.minimum === 'number')
        return problemOf('validation.too_short', { min: issue.minimum });
      break;
    case 'too_big':
      if (isString && typeof issue.maximum === 'number')
        return problemOf('validation.too_long', { max: issue.maximum });
      break;
    case 'invalid_value':
    case 'invalid_union':
      return problemOf('validation.invalid_option');
    case 'invalid_format':
      if (issue.format === 'email') return problemOf('validation.email_invalid');
      break;
  }
  return problemOf('validation.invalid');
}
