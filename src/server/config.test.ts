import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR.endsWith('/data')).toBe(true);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.TRUST_PROXY).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every wrong variable in one readable error', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    }
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://evisa.example/' }).PUBLIC_URL).toBe(
      'https://evisa.example',
    );
  });
});
