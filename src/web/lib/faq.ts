import type { TFunction } from 'i18next';
import { type PriceTable } from '@/domain/pricing';
import { siteWords } from '@/domain/site-words';
import { processingTimeFacts, touristValidities, visaFacts } from '@/domain/visa';
import { intlLocale } from '@/web/i18n/intl-locale';
import { faqPriceValues } from './faq-prices';
import {
  governmentFeeList,
  touristValidityName,
  touristValidityValues,
} from '@/web/lib/tourist-validity';
import { site } from '@/web/lib/site';

// The one set of questions and answers (docs/requirements/support-chat.md): the support page
// shows them, and the chat answers with them. The texts are copy, in the 'pages' namespace
// (`support.faq.items.<question>`); every figure in them is interpolated from the price table
// and the domain's constants, never typed.

export const faqQuestions = [
  'official',
  'cost',
  'time',
  'visaTypes',
  'documents',
  'payment',
  'group',
  'change',
  'status',
  'refund',
] as const;
export type FaqQuestion = (typeof faqQuestions)[number];

export const isFaqQuestion = (value: string): value is FaqQuestion =>
  (faqQuestions as readonly string[]).includes(value);

/** Where a question's answer continues. */
export const faqLinks: Partial<Record<FaqQuestion, string>> = {
  time: '/processing',
  visaTypes: '/visa-types',
  documents: '/requirements',
  status: '/check-status',
  refund: '/refund-policy',
};

type PagesT = TFunction<'pages'>;

/** The facts every answer may quote; each comes from the price table or the domain. */
export function faqValues(t: PagesT, language: string, table: PriceTable = site().prices) {
  const { tiers, exampleVisa, ...prices } = faqPriceValues(table, language);
  const list = new Intl.ListFormat(intlLocale(language), { type: 'conjunction' });
  const entries = (type: keyof typeof visaFacts) =>
    t(`visaTypes.entryTypes.${visaFacts[type].entryType}`);
  const touristVisa = (validity: string) => t('governmentFees.tourist', { validity });
  // One line per e-Tourist validity: its facts, and the longer stay some nationals have.
  const touristOptions = touristValidities.map((validity) => {
    const facts = touristValidityValues(validity, language);
    const sentence = t(`touristValidity.${facts.key}`, {
      ...facts.values,
      entries: t(`visaTypes.entryTypes.${facts.entryType}`),
    });
    const longer = facts.longerStay ? ` ${t('touristValidity.longerStay', facts.longerStay)}` : '';
    return t('support.faq.touristOption', {
      validity: touristValidityName(validity, language),
      facts: `${sentence}${longer}`,
    });
  });
  return {
    ...prices,
    serviceFees: list.format(tiers.map((tier) => t('support.faq.tier', { ...tier }))),
    governmentFees: governmentFeeList(
      {
        item: (price, visa) => t('governmentFees.item', { price, visa }),
        tourist: touristVisa,
        others: t('governmentFees.others'),
      },
      language,
      table,
    ),
    exampleVisa: exampleVisa.touristValidity
      ? touristVisa(touristValidityName(exampleVisa.touristValidity, language))
      : t(`visaTypes.types.${exampleVisa.visaType}.name`),
    touristOptions: touristOptions.join('\n'),
    businessEntries: entries('business'),
    medicalEntries: entries('medical'),
    conferenceEntries: entries('conference'),
    normalMin: processingTimeFacts.normal.minDays,
    normalMax: processingTimeFacts.normal.maxDays,
    urgentMin: processingTimeFacts.urgent.minDays,
    urgentMax: processingTimeFacts.urgent.maxDays,
    businessStay: visaFacts.business.stayPerEntryDays,
    businessValidity: visaFacts.business.validityDays,
    medicalStay: visaFacts.medical.stayPerEntryDays,
    medicalValidity: visaFacts.medical.validityDays,
    conferenceStay: visaFacts.conference.stayPerEntryDays,
    conferenceValidity: visaFacts.conference.validityDays,
    ...siteWords(site(), language),
  };
}

/** A question's answer in `language`. */
export function faqAnswer(
  question: FaqQuestion,
  t: PagesT,
  language: string,
  table: PriceTable = site().prices,
): string {
  return t(`support.faq.items.${question}.answer`, faqValues(t, language, table));
}
