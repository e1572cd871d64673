import { describe, expect, it } from 'vitest';
import { dueAt } from '@/domain/processing-time';
import { formatDueDay } from './format';

describe('formatDueDay', () => {
  it('names the UK day a due instant ends, in winter and in summer time', () => {
    expect(formatDueDay('2026-12-03T00:00:00.000Z', 'en')).toBe('Dec 2, 2026');
    // Summer: London's midnight is 23:00 UTC.
    expect(formatDueDay('2026-07-14T23:00:00.000Z', 'en')).toBe('Jul 14, 2026');
  });

  it('is the expected-by day the rule gave, whatever the clock of the reader', () => {
    const due = dueAt(new Date('2026-11-20T17:30:00Z'), 'normal');
    const day = formatDueDay(due.toISOString(), 'en');
    expect(day).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026$/);
    expect(new Date(`${day} 12:00 UTC`).getTime()).toBeLessThan(due.getTime());
    expect(new Date(`${day} 12:00 UTC`).getTime()).toBeGreaterThan(due.getTime() - 86_400_000);
  });
});
