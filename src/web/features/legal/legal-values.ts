import { cardFeeText } from '@/domain/card-fee';
import { liabilityMinimum } from '@/domain/liability';
import { formatMoney } from '@/domain/money';
import { serviceFeeTiers, type PriceTable } from '@/domain/pricing';
import { refundTerms } from '@/domain/refund-policy';
import { retentionPeriods } from '@/domain/retention';
import { processingTimeFacts } from '@/domain/visa';
import { intlLocale } from '@/web/i18n/intl-locale';
import { formatPrice } from '@/web/lib/money';
import { governmentFeeList, type GovernmentFeeWords } from '@/web/lib/tourist-validity';
import { site } from '@/web/lib/site';

/** '2025-08-09' as '9 August 2025' in the reader's language; a calendar date has no time zone. */
export function formatLegalDate(isoDate: string, language: string): string {
  // English dates as a UK company writes them: day, month, year.
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The periods the legal copy names, each worded by its own plural key, `figures.<name>`; `days`
 * words any number of days (the retention periods).
 */
export type LegalFigure =
  'refundWindow' | 'refundReview' | 'refundArrival' | 'insuranceCutoff' | 'days' | 'years';

/**
 * A period in the reader's language: `count` is the number its noun agrees with (the upper end
 * of a range), `min` the lower end of a range.
 */
export type FigureWords = (figure: LegalFigure, count: number, min?: number) => string;

/** The refund periods as the copy states them, from the domain's refund terms. */
export function refundFigures(
  words: FigureWords,
): Record<Exclude<LegalFigure, 'days' | 'years'>, string> {
  const { requestWindowDays, reviewBusinessDays, arrivalBusinessDays, insuranceCutoffDays } =
    refundTerms;
  return {
    refundWindow: words('refundWindow', requestWindowDays),
    refundReview: words('refundReview', reviewBusinessDays.max, reviewBusinessDays.min),
    refundArrival: words('refundArrival', arrivalBusinessDays.max, arrivalBusinessDays.min),
    insuranceCutoff: words('insuranceCutoff', insuranceCutoffDays),
  };
}

/** How long we keep what (src/domain/retention.ts), as the privacy policy states it. */
function retentionFigures(words: FigureWords) {
  const p = retentionPeriods;
  return {
    unpaidDays: words('days', p.unpaidDays),
    unpaidReminder: words('days', p.unpaidReminderDaysBefore),
    documentsDays: words('days', p.documentsAfterDecisionDays),
    detailsDays: words('days', p.personalDetailsAfterTravelDays),
    emailDays: words('days', p.sentEmailDays),
    supportYears: words('years', p.supportMessageYears),
  };
}

/** The business days of normal and urgent processing, from the domain, as the copy states them. */
function processingFigures() {
  const { normal, urgent } = processingTimeFacts;
  return {
    normalMin: String(normal.minDays),
    normalMax: String(normal.maxDays),
    urgentMin: String(urgent.minDays),
    urgentMax: String(urgent.maxDays),
  };
}

/** The least our liability for an application is limited to, in the reader's language. */
const formatLiabilityMinimum = (language: string) =>
  formatMoney(liabilityMinimum.pence, liabilityMinimum.currency, language);

/**
 * Every figure the legal copy names, for interpolation: prices from the one price table
 * (the product decisions), the refund terms and the liability from the domain, never typed into
 * a translation, the processing times, and the contact details and answer time of support.
 */
export function legalValues(
  language: string,
  company: string,
  words: FigureWords,
  /** How the text words each government fee ('e-Tourist visa, 1 year'), in its language. */
  feeWords: GovernmentFeeWords,
  table: PriceTable = site().prices,
) {
  const serviceFees = serviceFeeTiers(table).map((tier) => tier.cents);
  return {
    company,
    email: site().support.email,
    phone: site().support.phone,
    supportHours: String(site().support.answerWithinHours),
    serviceFeeHighest: formatPrice(Math.max(...serviceFees), language),
    serviceFeeLowest: formatPrice(Math.min(...serviceFees), language),
    governmentFees: governmentFeeList(feeWords, language, table),
    urgentFee: formatPrice(table.processingFeeCents.urgent, language),
    superUrgentFee: formatPrice(table.processingFeeCents['super-urgent'], language),
    insuranceFee: formatPrice(table.travelInsuranceCents, language),
    esimFee: formatPrice(table.travelEsimCents, language),
    cardFee: cardFeeText(site().cardProcessingFee, table.currency, language),
    liabilityMinimum: formatLiabilityMinimum(language),
    ...refundFigures(words),
    ...retentionFigures(words),
    ...processingFigures(),
  };
}
