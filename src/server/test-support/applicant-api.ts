// Drives the applicant API over HTTP for the route tests (not a test file itself).
import { asc, eq } from 'drizzle-orm';
import { todayIso } from '@/domain/dates';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { agreements, applicants, applications, emailOutbox, type Database } from '@/server/db';
import type { App } from '@/server/app';
import { signatureDataUrl } from '@/server/test-support/png';

export const today = () => todayIso(new Date());
export const bearer = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
});

// Creation is rate limited per IP, so each created application comes from its own address.
let nextIp = 0;
export const freshIp = () => `10.${(++nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;

export interface Created {
  id: string;
  applicationNumber: string;
  accessToken: string;
}

export async function createApplicationViaApi(
  app: App,
  overrides: Partial<TCreateApplicationInput> = {},
): Promise<Created> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/applications',
    remoteAddress: freshIp(),
    payload: validCreateApplication(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Saves valid step-2 details for every applicant (names Applicant0, Applicant1, ...). */
export async function saveApplicants(app: App, created: Created, count: number) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/applications/${created.id}`,
    headers: bearer(created.accessToken),
    payload: {
      applicants: Array.from({ length: count }, (_, i) =>
        validApplicant(today(), {
          firstName: `Applicant${'ABCDEFGHIJ'[i]}`,
          passportNumber: `P1234567${i}`,
        }),
      ),
    },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Everything an applicant-facing call could change, to assert that a refused call changed nothing. */
export async function snapshot(db: Database, applicationId: string) {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  return {
    application,
    applicants: await db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, applicationId))
      .orderBy(asc(applicants.position)),
    agreements: await db
      .select()
      .from(agreements)
      .where(eq(agreements.applicationId, applicationId)),
    outbox: await db.select().from(emailOutbox).where(eq(emailOutbox.applicationId, applicationId)),
  };
}

export function signBody(created: Created, overrides: Record<string, unknown> = {}) {
  return {
    applicationId: created.id,
    customerName: 'Jane Traveller',
    customerEmail: 'attacker@example.net',
    visaType: 'Tourist',
    numberOfApplicants: 1,
    totalPrice: 0,
    ipAddress: '1.2.3.4',
    signatureDataUrl: signatureDataUrl(),
    ...overrides,
  };
}
