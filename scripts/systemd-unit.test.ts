import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The systemd unit docs/deploy.md gives operators, checked by systemd itself: a misspelt key or
// a bad value is only a warning when the unit loads, and the service would then run without
// the protection the document promises. .ci/run installs systemd where systemd-analyze lacks.

const deployDoc = readFileSync(path.resolve('docs/deploy.md'), 'utf8');
/** The fenced block of docs/deploy.md that holds the unit, from `[Unit]` to its fence. */
const unit = /```ini\n(\[Unit\][\s\S]*?)```/.exec(deployDoc)?.[1];

const dir = mkdtempSync(path.join(tmpdir(), 'evisa-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the systemd unit in docs/deploy.md', () => {
  it('is one a systemd verifies without a warning', () => {
    expect(unit, 'no ```ini block starting with [Unit] in docs/deploy.md').toBeDefined();
    const file = path.join(dir, 'evisa.service');
    writeFileSync(file, unit!);
    const verify = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verify.error, 'systemd-analyze is missing: apt-get install systemd').toBeUndefined();
    expect(verify.stderr.trim()).toBe('');
    expect(verify.status).toBe(0);
  });

  it('runs the built server as its own user, stopping it with the time the server needs', () => {
    const settings = new Map(
      unit!
        .split('\n')
        .filter((line) => /^[A-Za-z]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(settings.get('ExecStart')).toMatch(/^\/usr\/bin\/node \/\S+\/dist\/server\/server\.js$/);
    expect(settings.get('User')).toBe('evisa');
    expect(settings.get('UMask')).toBe('0077');
    expect(settings.get('KillSignal')).toBe('SIGTERM');
    // The server gives the requests in flight 25 s after SIGTERM (SHUTDOWN_GRACE_MS in
    // src/server/server.ts): systemd must wait longer before it kills the process.
    expect(Number(settings.get('TimeoutStopSec'))).toBeGreaterThan(25);
  });
});
