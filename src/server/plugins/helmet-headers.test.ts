import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security';

describe('helmetHeaders', () => {
  it("keeps the headers helmet sets for the options, by lower-case name, and none it doesn't", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(Object.values(headers).every((value) => typeof value === 'string')).toBe(true);
  });

  it('adds HSTS when asked', () => {
    expect(helmetHeaders({ strictTransportSecurity: { maxAge: 60 } })).toMatchObject({
      'strict-transport-security': 'max-age=60; includeSubDomains',
    });
  });
});
