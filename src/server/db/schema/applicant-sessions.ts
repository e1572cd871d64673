import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { createdAt, id, tstz } from './columns';

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
  },
  (t) => [
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
  },
  (t) => [index('applicant_sessions_application_id_idx').on(t.applicationId)],
);

export type ResumeCode = typeof resumeCodes.$inferSelect;
export type ApplicantSession = typeof applicantSessions.$inferSelect;
