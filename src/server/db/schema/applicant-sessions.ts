import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, tstz } from './columns';

/**
 * What a session may do (docs/requirements/applicant-sessions.md): `full` for the browser that
 * created the application or came back from the payment page, or that followed a link it asked
 * for minutes ago; `emailed` for a link from an older email, which opens everything but the
 * uploaded passports and photos.
 */
export const sessionScopes = ['full', 'emailed'] as const;
export type SessionScope = (typeof sessionScopes)[number];

// Emailed links carry a resume code, never the access token (docs/decisions/0013-resume-codes.md).
// A code is single-use and expires; exchanging it opens a new applicant session beside the
// application's first token, so the applicant's open browser keeps working. Only sha-256
// hashes are stored, so neither table is a key to anyone's application.

export const resumeCodes = pgTable(
  'resume_codes',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    /** The scope of the session it opens. */
    opens: text('opens').$type<SessionScope>().notNull().default('emailed'),
  },
  (t) => [
    check('resume_codes_opens_check', oneOf(t.opens, sessionScopes)),
    index('resume_codes_application_id_idx').on(t.applicationId),
    index('resume_codes_expires_at_idx').on(t.expiresAt),
  ],
);

export const applicantSessions = pgTable(
  'applicant_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationId: applicationRef('cascade').notNull(),
    /** The resume code it was exchanged for, for the audit of who opened what when. */
    resumeCodeId: uuid('resume_code_id'),
    createdAt: createdAt(),
    /** Moved forward at most once an hour; a session unused for the idle period has ended. */
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    scope: text('scope').$type<SessionScope>().notNull().default('emailed'),
    /** Set when the applicant signed out on other devices: kept, so that browser is told why. */
    endedAt: tstz('ended_at'),
  },
  (t) => [
    index('applicant_sessions_application_id_idx').on(t.applicationId),
    check('applicant_sessions_scope_check', oneOf(t.scope, sessionScopes)),
  ],
);

export type ResumeCode = typeof resumeCodes.$inferSelect;
export type ApplicantSession = typeof applicantSessions.$inferSelect;
