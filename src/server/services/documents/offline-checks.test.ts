// The document checks need nothing from the network, at run time as at install: the OCR engine
// and its English data, the face detector's WASM backend and models, and the PDF text reader
// all load from node_modules. The checks run as the server runs them (in the heavy-work pool,
// loaded fresh) inside a network namespace with no interface, where any download would fail;
// their results prove they ran to the end.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const runner = path.join(root, 'src/server/test-support/offline-checks.ts');

/** `unshare -n` as root (CI), `unshare -rn` (a user namespace) otherwise. */
function isolation(): string[] | undefined {
  const root = process.getuid?.() === 0;
  const flags = root ? ['-n'] : ['-rn'];
  const probe = spawnSync('unshare', [...flags, 'true']);
  if (probe.status === 0) return ['unshare', ...flags];
  // As root (as CI runs) the namespace must be available: no silent pass without it.
  if (root) throw new Error(`unshare -n is not available: ${probe.stderr?.toString() ?? ''}`);
  return undefined;
}

const isolated = isolation();

it.runIf(isolated !== undefined)(
  'reads a passport, finds faces and reads an e-Visa with no network at all',
  { timeout: 120_000 },
  () => {
    const [command, ...flags] = isolated!;
    const run = spawnSync(command!, [...flags, process.execPath, '--import', 'tsx', runner], {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.node.json') },
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(run.status, run.stderr).toBe(0);
    // Really without a network: no interface but a loopback that is down.
    const probe = spawnSync(command!, [...flags, 'cat', '/proc/net/dev'], { encoding: 'utf8' });
    expect(
      probe.stdout
        .split('\n')
        .filter((l) => /^\s*\w+:/.test(l))
        .map((l) => l.trim().split(':')[0]),
    ).toEqual(['lo']);

    const result = JSON.parse(run.stdout) as {
      attempts: string[];
      expectedNumber: string;
      passport: { outcome: string; reading?: { documentNumber: string } };
      photos: Record<string, string[]>;
      eVisaNumber: string;
      eVisaText: string | null;
    };
    expect(result.attempts).toEqual([]);
    expect(result.passport.outcome).toBe('read');
    expect(result.passport.reading?.documentNumber).toBe(result.expectedNumber);
    expect(result.photos['good']).toEqual([]);
    expect(result.photos['two faces']).toContain('photoSeveralFaces');
    expect(result.eVisaText?.replace(/\s/g, '')).toContain(result.eVisaNumber);
  },
);
