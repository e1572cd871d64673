import { formatMoney } from '@/domain/money';
import { defaultPriceTable, serviceFeeTiers, type PriceTable } from '@/domain/pricing';
import { formatPrice } from '@/web/lib/money';
import { supportContact } from '@/domain/schemas/support-message';
import { legalSterlingAmounts } from './legal-facts';
import { intlLocale } from '@/web/i18n/intl-locale';
import { governmentFeeList, type GovernmentFeeWords } from '@/web/lib/tourist-validity';

const formatGbp = (pounds: number, language: string) => formatMoney(pounds * 100, 'GBP', language);

/** '2025-08-09' as '9 August 2025' in the reader's language; a calendar date has no time zone. */
export function formatLegalDate(isoDate: string, language: string): string {
  // English dates as a UK company writes them: day, month, year.
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Every figure the legal copy names, for interpolation: prices from the one price table
 * (the product decisions), never typed into a translation, and the contact details support uses.
 */
export function legalValues(
  language: string,
  company: string,
  /** How the text words each government fee ('e-Tourist visa, 1 year'), in its language. */
  feeWords: GovernmentFeeWords,
  table: PriceTable = defaultPriceTable,
) {
  const serviceFees = serviceFeeTiers(table).map((tier) => tier.cents);
  return {
    company,
    email: supportContact.email,
    phone: supportContact.phone,
    serviceFeeHighest: formatPrice(Math.max(...serviceFees), language),
    serviceFeeLowest: formatPrice(Math.min(...serviceFees), language),
    governmentFees: governmentFeeList(feeWords, language, table),
    urgentFee: formatPrice(table.processingFeeCents.urgent, language),
    superUrgentFee: formatPrice(table.processingFeeCents['super-urgent'], language),
    insuranceFee: formatPrice(table.travelInsuranceCents, language),
    esimFee: formatPrice(table.travelEsimCents, language),
    liabilityCap: formatGbp(legalSterlingAmounts.liabilityCap, language),
    referralGiftCard: formatGbp(legalSterlingAmounts.referralGiftCard, language),
  };
}
