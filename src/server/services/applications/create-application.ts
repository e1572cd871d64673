import { randomBytes } from 'node:crypto';
import {
  applicationNumberFromBytes,
  applicationNumberRandomLength,
} from '@/domain/application-number';
import type { TCreateApplicationRequest, TCreateApplicationResponse } from '@/domain/schemas';
import { applications, type Database } from '@/server/db';
import { generateAccessToken } from './access-token';
import { isUniqueViolation } from './db-errors';
import { applicationColumns } from './application-columns';
import { pricingView } from './pricing-view';

// 40 random bits per number: a collision needs ~a million applications in one year to become
// likely at all, so a handful of retries makes failure practically impossible.
const MAX_NUMBER_ATTEMPTS = 5;

export interface CreateApplicationOptions {
  db: Database;
  input: TCreateApplicationRequest;
  now?: Date;
  /** Tests replace it to force a collision; production uses crypto random bytes. */
  randomBytes?: (size: number) => Uint8Array;
}

/** Step 1: a new draft with the server's price and a fresh access token (returned only here). */
export async function createApplication({
  db,
  input,
  now = new Date(),
  randomBytes: random = randomBytes,
}: CreateApplicationOptions): Promise<TCreateApplicationResponse> {
  const columns = applicationColumns(input);
  const accessToken = generateAccessToken();

  for (let attempt = 1; ; attempt++) {
    const applicationNumber = applicationNumberFromBytes(
      now.getUTCFullYear(),
      random(applicationNumberRandomLength),
    );
    try {
      const [row] = await db.transaction((tx) =>
        tx
          .insert(applications)
          .values({
            ...columns,
            applicationNumber,
            accessTokenHash: accessToken.hash,
            originalEmail: columns.email,
            status: 'draft',
            communicationChannel: 'email',
          })
          .returning({ id: applications.id }),
      );
      if (!row) throw new Error('insert returned no row');
      return {
        id: row.id,
        applicationNumber,
        accessToken: accessToken.token,
        status: 'draft',
        pricing: pricingView(columns.pricing),
      };
    } catch (err) {
      const retry =
        attempt < MAX_NUMBER_ATTEMPTS &&
        isUniqueViolation(err, 'applications_application_number_unique');
      if (!retry) throw err;
    }
  }
}
