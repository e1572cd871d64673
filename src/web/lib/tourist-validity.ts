import { formatCountryList, formatList, formatPeriod } from '@/domain/i18n/format-period';
import { governmentFees, type PriceTable } from '@/domain/pricing';
import { touristValidityFacts, type TouristValidity } from '@/domain/visa';
import { isolateLtr } from './bidi';
import { formatPrice } from './money';
import { site } from '@/web/lib/site';

// The e-Tourist visa's validities as the site words them (docs/requirements/tourist-validity.md):
// every figure from the domain's facts and the price table, written by Intl in the page's
// language, so no translation types a number of days or a fee. Each feature words the sentences
// in its own namespace and passes them in.

/**
 * The option's name in a language: '30 days', '1 year', '5 years', kept on one line (a no-break
 * space between the number and its unit).
 */
export function touristValidityName(validity: TouristValidity, language: string): string {
  return formatPeriod(touristValidityFacts[validity].term, language).replace(/ /g, '\u00a0');
}

/** The key of a validity's facts sentence: valid from the arrival (30 days) or from the grant. */
export type TouristFactsKey = 'fromArrival' | 'fromGrant';

/** A validity's facts as a sentence's values, and the longer stay some nationals have. */
export function touristValidityValues(validity: TouristValidity, language: string) {
  const facts = touristValidityFacts[validity];
  const days = (count: number) => formatPeriod({ count, unit: 'day' }, language);
  return {
    key: (facts.validFrom === 'arrival' ? 'fromArrival' : 'fromGrant') as TouristFactsKey,
    entryType: facts.entryType,
    values: {
      validity: formatPeriod(facts.validity, language),
      stay: days(facts.stayPerEntryDays),
    },
    longerStay: facts.longerStay && {
      stay: days(facts.longerStay.stayPerEntryDays),
      countries: formatCountryList(facts.longerStay.nationalities, language),
    },
  };
}

/** How a feature words one government fee: 'e-Tourist visa, 1 year', 'other e-Visas'. */
export interface GovernmentFeeWords {
  /** One fee with what it is for: '$40 (e-Tourist visa, 1 year)'. */
  item(price: string, visa: string): string;
  tourist(validity: string): string;
  others: string;
}

/**
 * Every government fee as one list, for sentences that state them all: '$25 (e-Tourist visa,
 * 30 days), $40 (e-Tourist visa, 1 year), $80 (e-Tourist visa, 5 years), or $50 (other
 * e-Visas)'. Prices are isolated so they keep their order in right-to-left text.
 */
export function governmentFeeList(
  words: GovernmentFeeWords,
  language: string,
  table: PriceTable = site().prices,
): string {
  return formatList(
    governmentFees(table).map(({ touristValidity, cents }) =>
      words.item(
        isolateLtr(formatPrice(cents, language)),
        touristValidity
          ? words.tourist(touristValidityName(touristValidity, language))
          : words.others,
      ),
    ),
    language,
    'disjunction',
  );
}
