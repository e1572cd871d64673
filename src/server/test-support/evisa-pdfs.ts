// E-visa PDFs for the tests of the check against the traveller (src/server/services/evisa-check)
// and a measurement others can call from a bench script (checkEVisaFixtures).
import { randomInt } from 'node:crypto';
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { extractPdfText } from '@/server/services/evisa-check/extract-text';
import {
  findTravellerInEVisa,
  type EVisaFinding,
} from '@/server/services/evisa-check/find-traveller';

export interface EVisaHolder {
  passportNumber: string;
  givenName: string;
  surname: string;
}

/** Traveller A and B of the fixtures: two passports, two people. */
export const holderA: EVisaHolder = {
  passportNumber: 'X1234567',
  givenName: 'John',
  surname: 'Smith',
};
export const holderB: EVisaHolder = {
  passportNumber: 'X9876543',
  givenName: 'Maria',
  surname: 'González',
};

/**
 * A one-page PDF laid out as the Government of India's e-visa (ETA) is: the holder's name and
 * passport number among the usual lines, in a standard font (so its text can be extracted).
 */
export async function eVisaPdfFor(holder: EVisaHolder): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText('Government of India', { x: 60, y: 780, size: 18, font: bold });
  page.drawText('Electronic Travel Authorization (ETA)', { x: 60, y: 756, size: 14, font: bold });
  // Standard fonts speak WinAnsi: accents as in a real ETA, which prints names in capitals.
  const name = `${holder.givenName} ${holder.surname}`.toUpperCase();
  const lines = [
    // A new id each time, so two e-visas of one holder are two files.
    `Application ID : IN2026HJ${String(randomInt(1e9)).padStart(9, '0')}`,
    `Name : ${name}`,
    `Passport Number : ${holder.passportNumber}`,
    'Date of Birth : 14/03/1985',
    'Nationality : UNITED KINGDOM',
    'Visa Type : e-TOURIST VISA (30 days)',
    'Number of Entries : DOUBLE',
    'ETA Date of Issue : 01/12/2026',
    'ETA Date of Expiry : 30/12/2026',
    'Port of Arrival : DELHI AIRPORT',
    'This ETA is valid for the passport above. Please carry a copy of this ETA at the time of travel.',
  ];
  lines.forEach((line, i) =>
    page.drawText(line, { x: 60, y: 710 - i * 22, size: i === lines.length - 1 ? 9 : 12, font }),
  );
  return Buffer.from(await pdf.save());
}

/**
 * The e-visa of a traveller as src/server/test-support/payments.ts inserts them: every one
 * has the passport number of the shared fixture (src/domain/test-support/fixtures.ts).
 */
export const fixtureTravellerEVisa = (position = 0) =>
  eVisaPdfFor({
    passportNumber: '123456789',
    givenName: `Traveller${position}`,
    surname: 'Example',
  });

/** A scan: one page holding a picture and no text at all. */
export async function imageOnlyPdf(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 240, height: 320, channels: 3, background: { r: 230, g: 236, b: 245 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320">' +
            '<rect x="20" y="30" width="200" height="20" fill="#223"/>' +
            '<rect x="20" y="70" width="150" height="12" fill="#556"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  pdf.addPage([595, 842]).drawImage(image, { x: 60, y: 300, width: 360, height: 480 });
  return Buffer.from(await pdf.save());
}

/**
 * A's e-visa marked as encrypted with a password (a standard security handler whose keys match
 * no password): pdf-lib still opens it, as the upload's check does; pdfjs cannot read its text.
 */
export async function passwordProtectedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await eVisaPdfFor(holderA));
  const key = PDFHexString.of('8f'.repeat(32));
  const encrypt = pdf.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 });
  encrypt.set(PDFName.of('O'), key);
  encrypt.set(PDFName.of('U'), key);
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([key, key]);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * For a bench script: extracts the text of the three fixtures (A's e-visa, B's, a scan) `rounds`
 * times each in this thread and checks each against traveller A. Returns how many of each
 * outcome, and the median and slowest extraction in milliseconds.
 */
export async function checkEVisaFixtures(rounds = 5): Promise<{
  pdfs: number;
  outcomes: Record<EVisaFinding['outcome'], number>;
  medianMs: number;
  maxMs: number;
}> {
  const fixtures = [await eVisaPdfFor(holderA), await eVisaPdfFor(holderB), await imageOnlyPdf()];
  const traveller = {
    passportNumber: holderA.passportNumber,
    firstName: holderA.givenName,
    lastName: holderA.surname,
  };
  const outcomes = { matched: 0, other_passport: 0, unverified: 0 };
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const pdf of fixtures) {
      const started = performance.now();
      const text = await extractPdfText(pdf);
      times.push(performance.now() - started);
      outcomes[findTravellerInEVisa(text, traveller).outcome] += 1;
    }
  }
  return { pdfs: times.length, outcomes, medianMs: median(times), maxMs: Math.max(...times) };
}
