import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('goes back to the staff page that sent the staff member to sign in', () => {
    expect(returnPath({ returnTo: '/admin/applications/app_123' })).toBe(
      '/admin/applications/app_123',
    );
    expect(returnPath({ returnTo: '/admin/dashboard?status=paid&page=2' })).toBe(
      '/admin/dashboard?status=paid&page=2',
    );
  });

  it('goes to the dashboard without a way back, or with one that is not a staff page', () => {
    for (const state of [
      null,
      undefined,
      {},
      { returnTo: 42 },
      { returnTo: '/admin/login' },
      { returnTo: '/admin/login?x=1' },
      { returnTo: 'https://evil.example/admin/' },
      { returnTo: '//evil.example/admin/x' },
      { returnTo: '/admin//evil.example' },
      { returnTo: '/admin/\\evil' },
      { returnTo: '/apply/trip' },
      { returnTo: 'javascript:alert(1)' },
    ]) {
      expect(returnPath(state)).toBe('/admin/dashboard');
    }
  });

  it('never leaves the staff pages of this site (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (returnTo) => {
        const path = returnPath({ returnTo });
        expect(path.startsWith('/admin/')).toBe(true);
        expect(path).not.toContain('//');
        expect(path).not.toContain('\\');
        expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
      }),
    );
  });
});
