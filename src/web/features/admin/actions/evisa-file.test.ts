import { describe, expect, it } from 'vitest';
import { englishMessage } from '@/domain/errors';
import { EVISA_MAX_BYTES } from '@/domain/schemas/admin';
import { eVisaFileProblem } from './evisa-file';

const pdf = (size: number) =>
  new File(
    [new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(Math.max(0, size - 9))],
    'visa.pdf',
    {
      type: 'application/pdf',
    },
  );

describe('e-visa file pre-check', () => {
  it('accepts a PDF by its content, whatever its name or declared type', async () => {
    expect(await eVisaFileProblem(pdf(20_000))).toBeNull();
    const renamed = new File([await pdf(1000).arrayBuffer()], 'scan.bin', { type: '' });
    expect(await eVisaFileProblem(renamed)).toBeNull();
  });

  it('refuses a file that only claims to be a PDF, an empty file and no file', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'visa.pdf', {
      type: 'application/pdf',
    });
    expect(await eVisaFileProblem(png)).toBe('evisa.pdf_only');
    expect(await eVisaFileProblem(new File([], 'visa.pdf'))).toBe('evisa.pdf_only');
    expect(await eVisaFileProblem(null)).toBe('evisa.pdf_only');
  });

  it('refuses a PDF over 5 MB and accepts one of exactly 5 MB', async () => {
    expect(await eVisaFileProblem(pdf(EVISA_MAX_BYTES + 1))).toBe('evisa.too_large');
    expect(await eVisaFileProblem(pdf(EVISA_MAX_BYTES))).toBeNull();
  });

  it('names messages the specification gives', () => {
    expect(englishMessage('evisa.pdf_only')).toBe(
      'Please select a PDF file for the e-visa document.',
    );
    expect(englishMessage('evisa.too_large')).toBe('File size must be less than 5MB.');
  });
});
