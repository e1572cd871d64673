import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import {
  checkEVisaFixtures,
  eVisaPdfFor,
  holderA,
  holderB,
  imageOnlyPdf,
  passwordProtectedPdf,
} from '@/server/test-support/evisa-pdfs';
import { extractPdfText } from './extract-text';

// The e-visa's text, read by pdfjs-dist in a heavy-work thread (docs/decisions/0041-evisa-check.md).

const pools: HeavyWork[] = [];
const pool = (options: ConstructorParameters<typeof HeavyWork>[0] = {}) => {
  const created = new HeavyWork({ threads: 1, ...options });
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('extractPdfText', () => {
  it('gives the printed lines of an e-visa, and nothing for a scan', async () => {
    const text = await extractPdfText(await eVisaPdfFor(holderB));
    expect(text).toContain('Passport Number : X9876543');
    expect(text).toContain('Name : MARIA GONZÁLEZ');
    expect((await extractPdfText(await imageOnlyPdf())).trim()).toBe('');
  });

  it('throws on a PDF it cannot open (broken, or locked with a password)', async () => {
    await expect(extractPdfText(Buffer.from('%PDF-1.7\nnot really\n'))).rejects.toThrow();
    await expect(extractPdfText(await passwordProtectedPdf())).rejects.toMatchObject({
      name: 'PasswordException',
    });
  });

  it('reaches for no network while it reads', async () => {
    const pdfs = [await eVisaPdfFor(holderA), await imageOnlyPdf(), await passwordProtectedPdf()];
    const attempts: string[] = [];
    const realFetch = globalThis.fetch;
    const realConnect = net.Socket.prototype.connect;
    globalThis.fetch = (input) => {
      attempts.push(`fetch ${String(input)}`);
      throw new Error('network blocked in this test');
    };
    net.Socket.prototype.connect = function blocked() {
      attempts.push('socket');
      throw new Error('network blocked in this test');
    } as typeof realConnect;
    try {
      const texts = await Promise.all(pdfs.map((pdf) => extractPdfText(pdf).catch(() => null)));
      expect(texts[0]).toContain('X1234567');
      expect(texts[1]?.trim()).toBe('');
      expect(texts[2]).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
      net.Socket.prototype.connect = realConnect;
    }
    expect(attempts).toEqual([]);
  });
});

describe('HeavyWork.eVisaText', () => {
  it(
    'reads the text in a thread; a broken or locked PDF is unreadable, not an error',
    { timeout: 60_000 },
    async () => {
      const work = pool();
      const read = await work.eVisaText('app-1', await eVisaPdfFor(holderA));
      expect(read).toMatchObject({ text: expect.stringContaining('Passport Number : X1234567') });
      await expect(work.eVisaText('app-1', Buffer.from('%PDF-1.4 junk'))).resolves.toEqual({
        unreadable: true,
      });
      await expect(work.eVisaText('app-1', await passwordProtectedPdf())).resolves.toEqual({
        unreadable: true,
      });
      expect(work.slots.count('app-1')).toEqual({ running: 0, waiting: 0 });
    },
  );

  it('counts a PDF over the time budget as unreadable', { timeout: 60_000 }, async () => {
    const tight = pool({ timeoutMs: 1 });
    await expect(tight.eVisaText('app-2', await eVisaPdfFor(holderA))).resolves.toEqual({
      unreadable: true,
    });
    expect(tight.slots.count('app-2')).toEqual({ running: 0, waiting: 0 });
  });
});

describe('checkEVisaFixtures (for the bench)', () => {
  it('counts each outcome once per round and times the extraction', async () => {
    const result = await checkEVisaFixtures(2);
    expect(result).toMatchObject({
      pdfs: 6,
      outcomes: { matched: 2, other_passport: 2, unverified: 2 },
    });
    expect(result.medianMs).toBeGreaterThan(0);
    expect(result.maxMs).toBeGreaterThanOrEqual(result.medianMs);
  });
});
