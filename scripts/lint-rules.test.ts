import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js must reject an import cycle and a feature importing
// another feature's internals. The fixtures are ignored by the normal lint; here they are not.

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'scripts/lint-fixtures');
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesBroken(...files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files.map((file) => path.join(fixtures, file)));
  return results.flatMap((result) => result.messages.map((message) => String(message.ruleId)));
}

describe('lint rules on fixtures', () => {
  it('fails on an import cycle', async () => {
    expect(await rulesBroken('cycle/first.ts')).toContain('import-x/no-cycle');
    expect(await rulesBroken('cycle/second.ts')).toContain('import-x/no-cycle');
  }, 60_000);

  it("fails when a feature imports another feature's internals", async () => {
    expect(await rulesBroken('features/alpha/reaches-in.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 60_000);

  it("passes when a feature imports another feature's index", async () => {
    expect(await rulesBroken('features/alpha/uses-entry.ts', 'features/beta/index.ts')).toEqual([]);
  }, 60_000);

  it('applies the same zones to the real features, through the @/ alias', async () => {
    const [result] = await eslint.lintText(
      "export { stepPath } from '@/web/features/apply/apply-steps';\n",
      { filePath: path.join(root, 'src/web/features/payment/lint-probe.ts') },
    );
    expect(result?.messages.map((message) => message.ruleId)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 60_000);
});
