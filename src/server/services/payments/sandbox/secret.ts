import { resolveDataDirSecret } from '@/server/lib/data-dir-secret';

export const SANDBOX_SECRET_FILE = 'sandbox-webhook-secret';

/**
 * SANDBOX_WEBHOOK_SECRET when set; otherwise a random secret generated on first start and kept
 * in DATA_DIR (mode 0600), so webhooks signed before a restart still verify after it.
 */
export function resolveSandboxWebhookSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  return resolveDataDirSecret({ configured, dataDir, fileName: SANDBOX_SECRET_FILE });
}
