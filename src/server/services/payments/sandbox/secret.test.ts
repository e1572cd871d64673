import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSandboxWebhookSecret, SANDBOX_SECRET_FILE } from './secret';

describe('sandbox webhook secret', () => {
  it('prefers the configured secret', async () => {
    expect(await resolveSandboxWebhookSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('generates one secret on first start, private to the owner, and keeps it', async () => {
    // Many starts at once, many times over: none may read the file before its secret is
    // whole (a create-then-write let a second start read the empty file, seen once in CI).
    const root = await mkdtemp(path.join(tmpdir(), 'evisa-secret-'));
    const dirs = Array.from({ length: 30 }, (_, i) => path.join(root, `data-${i}`));
    const secrets = await Promise.all(
      dirs.map((dir) =>
        Promise.all(Array.from({ length: 10 }, () => resolveSandboxWebhookSecret(undefined, dir))),
      ),
    );
    for (const [first, ...others] of secrets) {
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(others)).toEqual(new Set([first]));
    }
    const dir = dirs[0] ?? root;
    const a = secrets[0]?.[0];
    expect(await resolveSandboxWebhookSecret(undefined, dir)).toBe(a);
    const file = path.join(dir, SANDBOX_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(a);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual([SANDBOX_SECRET_FILE]);
  });
});
