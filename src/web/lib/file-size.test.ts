import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says KB under a megabyte and MB above, never 0', () => {
    expect(formatFileSize(10, 'en')).toBe('1 kB');
    expect(formatFileSize(850 * 1024, 'en')).toBe('850 kB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
  });
  it('keeps Latin digits in Arabic, as the rest of the site', () => {
    expect(formatFileSize(2.5 * 1024 * 1024, 'ar')).toMatch(/2[.,٫]5/);
  });
});
