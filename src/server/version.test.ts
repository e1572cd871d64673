import { describe, expect, it } from 'vitest';
import { appVersion, resolveCommit } from './version';

const HEAD = 'c65caf3d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b';
const noGit = () => undefined;

describe('the version', () => {
  it('takes the commit from GIT_COMMIT or SOURCE_COMMIT first', () => {
    expect(resolveCommit({ GIT_COMMIT: ` ${HEAD.toUpperCase()} ` }, 'abcdef1', noGit)).toBe(HEAD);
    expect(resolveCommit({ SOURCE_COMMIT: 'abcdef12' }, 'abcdef1', noGit)).toBe('abcdef12');
    // A value that is not a commit (a branch name, text) is passed over.
    expect(resolveCommit({ GIT_COMMIT: 'main' }, 'abcdef1', noGit)).toBe('abcdef1');
  });

  it('then the commit the build embedded, else git when running from source, else unknown', () => {
    expect(resolveCommit({}, 'abcdef1', () => HEAD)).toBe('abcdef1');
    expect(resolveCommit({}, undefined, () => HEAD)).toBe(HEAD);
    expect(resolveCommit({}, undefined, noGit)).toBe('unknown');
    // A bundle built without a commit does not ask git where it runs.
    expect(resolveCommit({}, '', () => HEAD)).toBe('unknown');
  });

  it('reads the package version when running from source', () => {
    expect(appVersion().version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
