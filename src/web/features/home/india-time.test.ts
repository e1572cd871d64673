import { describe, expect, it } from 'vitest';
import { alertBannerEnabled } from './alert-config';
import { formatIndiaTime, msUntilNextMinute } from './india-time';

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('formatIndiaTime', () => {
  it('is UTC+05:30 whatever the machine’s own zone', () => {
    const india = formatIndiaTime(new Date('2026-01-01T00:00:00Z'), 'en');
    expect(plain(india.time)).toBe('5:30 AM');
    expect(india.date).toBe('Thursday, January 1, 2026');
    expect(india.dateTime).toBe('2026-01-01T05:30+05:30');
  });

  it('moves to the next day in India before UTC does', () => {
    const india = formatIndiaTime(new Date('2026-03-31T19:45:10Z'), 'en');
    expect(plain(india.time)).toBe('1:15 AM');
    expect(india.date).toBe('Wednesday, April 1, 2026');
    expect(india.dateTime).toBe('2026-04-01T01:15+05:30');
  });

  it('is written in the interface language, with Latin digits in Arabic', () => {
    const instant = new Date('2026-06-15T09:05:00Z'); // 14:35 in India
    expect(formatIndiaTime(instant, 'tr').time).toBe('14:35');
    expect(formatIndiaTime(instant, 'tr').date).toBe('15 Haziran 2026 Pazartesi');
    const arabic = formatIndiaTime(instant, 'ar');
    expect(arabic.time).toMatch(/2:35/);
    expect(arabic.date).toContain('يونيو');
    expect(arabic.date).toMatch(/15/);
    expect(formatIndiaTime(instant, 'hi').date).toContain('जून');
  });
});

describe('msUntilNextMinute', () => {
  it('counts to the next full minute', () => {
    expect(msUntilNextMinute(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe(60_000);
    expect(msUntilNextMinute(Date.UTC(2026, 0, 1, 0, 0, 59, 500))).toBe(500);
  });
});

describe('alertBannerEnabled', () => {
  it.each(['on', 'true', '1', ' ON '])('shows the banner for %j', (value) => {
    expect(alertBannerEnabled(value)).toBe(true);
  });
  it.each([undefined, '', 'off', 'false', '0', 'yes please'])('hides it for %j', (value) => {
    expect(alertBannerEnabled(value)).toBe(false);
  });
});
