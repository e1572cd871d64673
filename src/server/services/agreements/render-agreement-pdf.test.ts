import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import fc from 'fast-check';
import { PDFDocument, PDFRawStream, PDFName, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { signatureDataUrl } from '@/server/test-support/png';
import {
  renderAgreementPdf,
  touristValidityText,
  type AgreementPdfInput,
} from './render-agreement-pdf';

/** The page's drawing operators, decompressed. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => {
      const bytes = stream.getContents();
      const filter = stream.dict.get(PDFName.of('Filter'));
      return (filter ? inflateSync(bytes) : Buffer.from(bytes)).toString('latin1');
    })
    .join('\n');
}

/** The agreement of a one-person tourist application, with the given parts replaced. */
function render(overrides: Partial<AgreementPdfInput> & { signerName: string }) {
  const applicantNames = overrides.applicantNames ?? [overrides.signerName];
  return renderAgreementPdf({
    applicationNumber: 'EV2026K7QX3M9A',
    applicantNames,
    visaType: 'tourist',
    touristValidity: '30-days',
    processingTime: 'normal',
    pricing: calculatePrice({
      visaType: 'tourist',
      touristValidity: '30-days',
      numberOfApplicants: applicantNames.length,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    }),
    signedAt: new Date('2026-05-01T10:00:00Z'),
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    signaturePng: Buffer.from(signatureDataUrl().split(',')[1]!, 'base64'),
    ...overrides,
  });
}

// Every character the PDF's font can draw: names in these go through the font's shaping (the
// layout engine picks a shaper per script), where a name once made signing fail with a 500.
const drawable = fontkit
  .create(
    readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  )
  .characterSet.map((code) => String.fromCodePoint(code));

describe('names in any script', () => {
  it.each([
    ['Tifinagh', 'ⵜⴰⵎⴰⵣⵉⵖⵜ'],
    ['Arabic', 'محمد عبد الله'],
    ['Hebrew', 'שרה כהן'],
    ['Greek', 'Γιώργος Παπαδόπουλος'],
    ['Cyrillic', 'Анна Петрова'],
    ['Georgian', 'ნინო ბერიძე'],
    ['Armenian', 'Արամ Պետրոսյան'],
    ['Devanagari (not in the font)', 'प्रिया शर्मा'],
    ['Gujarati (not in the font)', 'ગુજરાતી'],
    ['Chinese (not in the font)', '王小明'],
    ['combining marks', 'Zoe\u0308 Nguye\u0302\u0303n'],
  ])('renders a %s name', async (_script, name) => {
    const doc = await PDFDocument.load(await render({ signerName: name }));
    expect(doc.getPageCount()).toBeGreaterThan(0);
  });

  it('renders any name made of characters the font has', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...drawable), { minLength: 1, maxLength: 24 }),
        fc.array(fc.constantFrom(...drawable), { minLength: 1, maxLength: 24 }),
        async (signer, applicant) => {
          const bytes = await render({
            signerName: signer.join(''),
            applicantNames: [applicant.join('')],
          });
          expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});

describe('the signed agreement PDF', () => {
  for (const applicants of [1, 4, 10]) {
    it(`keeps the signature on the page of its record (${applicants} applicants)`, async () => {
      const bytes = await render({
        signerName: 'Jane Traveller',
        applicantNames: Array.from({ length: applicants }, (_, i) => `Traveller Number${i + 1}`),
        userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 ${'X'.repeat(120)}`,
      });
      const doc = await PDFDocument.load(bytes);
      const last = contentOf(doc.getPages().at(-1)!);
      expect(last).toMatch(/\sDo\b/); // the signature image is drawn on the last page
      // ...with its record: every field is a label and a value, two text runs each.
      const textRuns = last.match(/\bTj\b/g)?.length ?? 0;
      expect(textRuns).toBeGreaterThanOrEqual(2 * (10 + applicants));
    });
  }
});

describe('the e-Tourist visa validity in the signature record', () => {
  it('states the facts of each validity in English, from the domain', () => {
    expect(touristValidityText('30-days')).toBe(
      '30 days: double entry, valid for 30 days from the date of arrival',
    );
    expect(touristValidityText('1-year')).toBe(
      '1 year: multiple entries, valid for 365 days from the date of grant, up to 90 days per stay (180 days for nationals of these countries: United States, United Kingdom, Canada, and Japan)',
    );
    expect(touristValidityText('5-years')).toMatch(
      /^5 years: multiple entries, valid for 5 years from the date of grant, up to 90 days per stay/,
    );
  });

  it('adds a line to the record for a tourist visa only', async () => {
    const runs = async (overrides: Partial<AgreementPdfInput>) => {
      const doc = await PDFDocument.load(
        await render({ signerName: 'Jane Traveller', ...overrides }),
      );
      return contentOf(doc.getPages().at(-1)!).match(/\bTj\b/g)?.length ?? 0;
    };
    const business = await runs({ visaType: 'business', touristValidity: null });
    expect(await runs({ touristValidity: '1-year' })).toBeGreaterThanOrEqual(business + 2);
  });
});
