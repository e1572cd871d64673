import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The staff name search's inverted index (docs/decisions/0051-name-search-tokens.md): one row per
 * blind index of a traveller's name-word prefixes (`applicants.name_index`, unnested), ordered
 * by token then application, so a search counts its matches from the index alone. Kept by
 * triggers on `applicants` (migration 0030); nothing writes it directly.
 */
export const applicantNameTokens = pgTable(
  'applicant_name_tokens',
  {
    token: text('token').notNull(),
    applicationId: uuid('application_id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.token, t.applicationId, t.applicantId] })],
);
