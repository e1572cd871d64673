import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { applicantSessions, type Application, type Database } from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import type { ApplicantSessionInfo } from './access-token';

/**
 * "Sign out on other devices" (docs/requirements/applicant-sessions.md): every key to the
 * application but the one in hand stops working at once, in one transaction: the other
 * sessions, and the application's first token when the key in hand is a session. They are
 * marked ended rather than deleted, so a browser holding one is told why it was let go.
 * Returns how many keys ended.
 */
export async function endOtherSessions({
  db,
  application,
  session,
  ip,
  now = new Date(),
}: {
  db: Database;
  application: Application;
  session: ApplicantSessionInfo;
  ip: string;
  now?: Date;
}): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const sessions = await tx
      .update(applicantSessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(applicantSessions.applicationId, application.id),
          ne(applicantSessions.tokenHash, session.tokenHash),
          isNull(applicantSessions.endedAt),
        ),
      )
      .returning({ tokenHash: applicantSessions.tokenHash });
    let ended = sessions.length;
    if (session.kind === 'resumed') {
      // Raw SQL: drizzle's update would move updated_at, and nothing the staff see changed.
      const first = await tx.execute<{ id: string }>(
        sql`update applications set access_token_ended_at = ${now.toISOString()}
          where id = ${application.id} and access_token_ended_at is null returning id`,
      );
      ended += rowCount(first);
    }
    await recordAudit({
      db: tx,
      staffUserId: null,
      action: 'applicant.sessions_ended',
      applicationId: application.id,
      detail: { ended },
      ip,
      now,
    });
    return { ended };
  });
}

// node-postgres answers with `rows`, PGlite too; both are arrays of the returned rows.
const rowCount = (result: { rows: unknown[] }) => result.rows.length;
