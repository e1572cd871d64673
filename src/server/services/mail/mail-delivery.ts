import type { Config } from '@/server/config';
import type { Database } from '@/server/db';
import type { Keyring } from '@/server/services/storage/encryption/keyring';
import type { FileStorage } from '@/server/services/storage/storage';
import type { MailLogger } from './deliver-email';
import { createMailWorker, type MailWorker } from './mail-worker';
import { createMailTransport } from './transport';

export interface MailDelivery {
  worker: MailWorker;
  start(): void;
  /** Waits for the email in flight, then closes the SMTP connection. Call before closing the database. */
  stop(): Promise<void>;
}

/** The outbox worker as the server runs it: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export function createMailDelivery(options: {
  config: Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'MAIL_FROM' | 'PUBLIC_URL'>;
  db: Database;
  storage: FileStorage;
  /** Encrypts written messages that carry attachments (no SMTP_URL). */
  keyring?: Keyring;
  logger: MailLogger;
  /** Renders the receipts and credit notes some emails carry (docs/requirements/receipts.md). */
  renderAccountingDocument?: (applicationId: string, documentId: string) => Promise<Uint8Array>;
}): MailDelivery {
  const { config } = options;
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    dataDir: config.DATA_DIR,
    keyring: options.keyring,
  });
  const worker = createMailWorker({
    db: options.db,
    transport,
    storage: options.storage,
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    logger: options.logger,
    ...(options.renderAccountingDocument
      ? { renderAccountingDocument: options.renderAccountingDocument }
      : {}),
  });
  return {
    worker,
    start() {
      worker.start();
      options.logger.info({ transport: transport.kind }, 'mail worker started');
    },
    async stop() {
      try {
        await worker.stop();
      } finally {
        transport.close();
        options.logger.info({}, 'mail worker stopped');
      }
    },
  };
}
