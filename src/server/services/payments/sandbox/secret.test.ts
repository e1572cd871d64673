import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSandboxWebhookSecret, SANDBOX_SECRET_FILE } from './secret';

describe('sandbox webhook secret', () => {
  it('prefers the configured secret', async () => {
    expect(await resolveSandboxWebhookSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('generates one secret on first start, private to the owner, and keeps it', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'evisa-secret-')), 'data');
    const [a, b] = await Promise.all([
      resolveSandboxWebhookSecret(undefined, dir),
      resolveSandboxWebhookSecret(undefined, dir),
    ]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await resolveSandboxWebhookSecret(undefined, dir)).toBe(a);
    const file = path.join(dir, SANDBOX_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(a);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
