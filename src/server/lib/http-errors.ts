import type { ZodError } from 'zod';
import {
  errorCatalogue,
  problemFromIssue,
  problemOf,
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
  type IssueLike,
  type Problem,
  type ProblemParams,
} from '@/domain/errors';

/** Validation problems by field path ('applicants.0.firstName'). */
export type FieldProblems = Record<string, Problem>;

type HttpErrorArgs<C extends ErrorCode> = keyof ErrorParams<C> extends never
  ? [params?: undefined, fields?: FieldProblems]
  : [params: ErrorParams<C>, fields?: FieldProblems];

/**
 * A refusal the client may see: a code of the catalogue (src/domain/errors/catalogue.ts), the
 * params its message takes and, for validation, a problem per field. The status comes from the
 * catalogue, so a code always means the same status; the English message is the catalogue's.
 */
export class HttpError<C extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  readonly params?: ProblemParams;
  readonly fields?: FieldProblems;

  constructor(
    readonly code: C,
    ...[params, fields]: HttpErrorArgs<C>
  ) {
    const values: ProblemParams | undefined = params;
    super(problemOf(code, params).message);
    this.name = 'HttpError';
    this.statusCode = errorCatalogue[code].status;
    if (values && Object.keys(values).length > 0) this.params = values;
    if (fields) this.fields = fields;
  }

  /** The answer's body: `{ code, message, params?, fields? }`. */
  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.params ? { params: this.params } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** Turns issues into one problem per field path; the first issue of a field wins. */
export function fieldProblemsFrom(
  issues: ReadonlyArray<IssueLike & { path: ReadonlyArray<PropertyKey> }>,
): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= problemFromIssue(issue);
  }
  return fields;
}

/** 400 validation.failed with the given fields' problems. */
export const invalidFields = (fields: FieldProblems) =>
  new HttpError('validation.failed', undefined, fields);

/** 400 validation.failed for one field, with a code of the catalogue. */
export function invalidField<C extends ErrorCode>(
  field: string,
  code: C,
  ...[params]: HttpErrorArgs<C>
): HttpError<'validation.failed'> {
  return invalidFields({ [field]: problemOf(code, params) });
}

function validationFailed(error: ZodError): HttpError {
  return invalidFields(fieldProblemsFrom(error.issues));
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
