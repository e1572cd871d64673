import type { TFunction } from 'i18next';
import { type PriceTable } from '@/domain/pricing';
import { siteWords } from '@/domain/site-words';
import { processingTimeFacts, touristValidities, visaFacts } from '@/domain/visa';
import { chatPriceValues } from './price-values';
import type { ChatReply } from './reply-topics';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr } from '@/web/lib/bidi';
import {
  governmentFeeList,
  touristValidityName,
  touristValidityValues,
} from '@/web/lib/tourist-validity';
import { site } from '@/web/lib/site';

type PagesT = TFunction<'pages'>;

/** The facts every reply may quote; each comes from the price table or the domain's constants. */
function replyValues(t: PagesT, language: string, table: PriceTable = site().prices) {
  const { tiers, exampleVisa, ...prices } = chatPriceValues(table, language);
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
    return t('chat.touristOption', {
      validity: touristValidityName(validity, language),
      facts: `${sentence}${longer}`,
    });
  });
  return {
    ...prices,
    serviceFees: list.format(tiers.map((tier) => t('chat.tier', { ...tier }))),
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
    // Isolated, so a phone number keeps its order inside right-to-left text.
    email: isolateLtr(site().support.email),
    phone: isolateLtr(site().support.phone),
  };
}

/** The text of an agent message in the current language. */
export function replyText(
  reply: ChatReply,
  t: PagesT,
  language: string,
  table: PriceTable = site().prices,
): string {
  return t(`chat.replies.${reply}`, replyValues(t, language, table));
}
