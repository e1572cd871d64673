// Child process for crash-recovery.test.ts: commits a state change together with its email,
// then dies by SIGKILL before any worker could run.
import { createDatabase, migrateDatabase } from '@/server/db';
import { queueEmail } from '@/server/services/mail/outbox';
import { insertSupportMessages } from '../support-messages';
import { shareColumnKey } from './child-process';

const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: `${process.env.DATA_DIR}/pglite`,
});
await migrateDatabase(database);
await shareColumnKey(database.db, process.env.DATA_DIR ?? '');
const supportMessageId = await database.db.transaction(async (tx) => {
  const [message] = await insertSupportMessages(tx, {
    name: 'Priya',
    email: 'priya@example.com',
    subject: 'Visa dates',
    message: 'Hello',
    language: 'hi',
  });
  if (!message) throw new Error('insert returned nothing');
  await queueEmail(tx, {
    idempotencyKey: `support-acknowledgement:${message.id}`,
    to: 'priya@example.com',
    template: 'support-acknowledgement',
    language: 'hi',
    payload: { reference: 'A1B2C3D4' },
  });
  return message.id;
});
console.log(`committed ${supportMessageId}`);
process.kill(process.pid, 'SIGKILL');
