// @pdf-lib/fontkit's build was compiled for old browsers: shaping a script that needs the
// universal shaping engine (Tifinagh, Gujarati, ...) calls a global `regeneratorRuntime` and
// throws without it. This import defines it (a known upstream bug:
// https://github.com/Hopding/pdf-lib/issues/1419).
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { formatCountryList, formatPeriod } from '@/domain/i18n/format-period';
import { formatUsd, type PriceBreakdown } from '@/domain/pricing';
import { touristValidityFacts, type EntryType, type TouristValidity } from '@/domain/visa';
import { invalidField } from '@/server/lib/http-errors';
import { siteConfig } from '@/server/site-config';
import { agreementSections, agreementTitle, AGREEMENT_VERSION } from './agreement-text';
import { createPdfWriter, embedFonts } from './pdf-writer';

export interface AgreementPdfInput {
  applicationNumber: string;
  signerName: string;
  applicantNames: string[];
  visaType: string;
  /** The e-Tourist visa's validity; null for the other visa types. */
  touristValidity: TouristValidity | null;
  processingTime: string;
  pricing: PriceBreakdown;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  signaturePng: Uint8Array;
}

// Heights in points of the signature record's parts (pdf-writer.ts lays them out).
const RECORD_HEADING = 30;
const FIELD_LINE = 14;
const SIGNATURE_BLOCK = 8 + 20 + 120 + 16 + 16;

const capitalise = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

const entryWords: Record<EntryType, string> = {
  single: 'single entry',
  double: 'double entry',
  triple: 'triple entry',
  multiple: 'multiple entries',
};

/**
 * What an e-Tourist visa of this validity allows, in English, from the domain's facts: '1 year:
 * multiple entries, valid for 365 days from the date of grant, up to 90 days per stay (180 days
 * for nationals of these countries: ...)'.
 */
export function touristValidityText(validity: TouristValidity): string {
  const facts = touristValidityFacts[validity];
  const en = (count: number, unit: 'day' | 'year' = 'day') => formatPeriod({ count, unit }, 'en');
  const from = facts.validFrom === 'arrival' ? 'the date of arrival' : 'the date of grant';
  const stay = facts.validFrom === 'grant' ? `, up to ${en(facts.stayPerEntryDays)} per stay` : '';
  const longer = facts.longerStay
    ? ` (${en(facts.longerStay.stayPerEntryDays)} for nationals of these countries: ${formatCountryList(facts.longerStay.nationalities, 'en')})`
    : '';
  return `${formatPeriod(facts.term, 'en')}: ${entryWords[facts.entryType]}, valid for ${formatPeriod(facts.validity, 'en')} from ${from}${stay}${longer}`;
}

/** The signed agreement: the full text, then a signature record with the drawn signature. */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = await embedFonts(doc);
  let signature: PDFImage;
  try {
    signature = await doc.embedPng(input.signaturePng);
  } catch {
    // Passed our header and pixel checks but the PNG decoder still refuses it: not a usable image.
    throw invalidField('signatureDataUrl', 'validation.signature_required');
  }

  const stamp = `${input.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
  doc.setTitle(`${agreementTitle} - ${input.applicationNumber}`);
  doc.setAuthor(siteConfig().name);
  doc.setSubject(`Signed by ${input.signerName}`);
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);

  const pdf = createPdfWriter(doc, fonts);
  pdf.text(siteConfig().name, { size: 10, muted: true, gapAfter: 2 });
  pdf.text(agreementTitle, { size: 18, bold: true, gapAfter: 4 });
  pdf.text(`Application ${input.applicationNumber} - agreement version ${AGREEMENT_VERSION}`, {
    size: 9,
    muted: true,
    gapAfter: 14,
  });
  for (const section of agreementSections()) {
    pdf.keepTogether(60);
    pdf.text(section.heading, { size: 11, bold: true, gapAfter: 2 });
    for (const paragraph of section.paragraphs) pdf.text(paragraph, { size: 9.5 });
    pdf.space(4);
  }

  pdf.space(10);
  // The record and the signature stay on one page: a signature alone on the last page, away
  // from what was signed and when, reads as if it were a separate document. Its height: the
  // heading, one line per field (the browser line may wrap to three) and the signature box.
  const recordLines = 11 + input.applicantNames.length + 2 + (input.touristValidity ? 3 : 0);
  pdf.keepTogether(RECORD_HEADING + recordLines * FIELD_LINE + SIGNATURE_BLOCK);
  pdf.text('Signature record', { size: 13, bold: true, gapAfter: 6 });
  pdf.field('Application number', input.applicationNumber);
  pdf.field('Signed by', input.signerName);
  input.applicantNames.forEach((name, i) =>
    pdf.field(i === 0 ? 'Applicants' : '', `${i + 1}. ${name}`),
  );
  pdf.field('Visa type', `${capitalise(input.visaType)} e-Visa`);
  if (input.touristValidity) pdf.field('Validity', touristValidityText(input.touristValidity));
  pdf.field('Processing', capitalise(input.processingTime));
  pdf.field('Total amount', `${formatUsd(input.pricing.totalAmount)} (${input.pricing.currency})`);
  pdf.field('Signed at', stamp);
  pdf.field('IP address', input.ipAddress);
  pdf.field('Browser', input.userAgent || 'not sent');
  pdf.field('Agreement version', AGREEMENT_VERSION);
  pdf.space(8);
  pdf.keepTogether(170);
  pdf.text('Signature', { size: 10, bold: true, gapAfter: 4 });
  pdf.image(signature, 240, 120);
  pdf.text(input.signerName, { size: 10 });
  pdf.numberPages(`${agreementTitle} - ${input.applicationNumber}`);
  return doc.save();
}
