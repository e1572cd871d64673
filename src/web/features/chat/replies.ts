import type { TFunction } from 'i18next';
import { defaultPriceTable, type PriceTable } from '@/domain/pricing';
import { processingTimeFacts, visaFacts, type VisaType } from '@/domain/visa';
import { supportContact } from '@/domain/schemas/support-message';
import { chatPriceValues } from './price-values';
import type { ChatReply } from './reply-topics';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr } from '@/web/lib/bidi';

type PagesT = TFunction<'pages'>;

/** The facts every reply may quote; each comes from the price table or the domain's constants. */
function replyValues(t: PagesT, language: string, table: PriceTable = defaultPriceTable) {
  const { tiers, ...prices } = chatPriceValues(table);
  const list = new Intl.ListFormat(intlLocale(language), { type: 'conjunction' });
  const entries = (type: VisaType) => t(`visaTypes.entryTypes.${visaFacts[type].entryType}`);
  return {
    ...prices,
    serviceFees: list.format(tiers.map((tier) => t('chat.tier', { ...tier }))),
    touristEntries: entries('tourist'),
    businessEntries: entries('business'),
    medicalEntries: entries('medical'),
    conferenceEntries: entries('conference'),
    normalMin: processingTimeFacts.normal.minDays,
    normalMax: processingTimeFacts.normal.maxDays,
    urgentMin: processingTimeFacts.urgent.minDays,
    urgentMax: processingTimeFacts.urgent.maxDays,
    touristStay: visaFacts.tourist.stayPerEntryDays,
    touristValidity: visaFacts.tourist.validityDays,
    businessStay: visaFacts.business.stayPerEntryDays,
    businessValidity: visaFacts.business.validityDays,
    medicalStay: visaFacts.medical.stayPerEntryDays,
    medicalValidity: visaFacts.medical.validityDays,
    conferenceStay: visaFacts.conference.stayPerEntryDays,
    conferenceValidity: visaFacts.conference.validityDays,
    // Isolated, so a phone number keeps its order inside right-to-left text.
    email: isolateLtr(supportContact.email),
    phone: isolateLtr(supportContact.phone),
  };
}

/** The text of an agent message in the current language. */
export function replyText(
  reply: ChatReply,
  t: PagesT,
  language: string,
  table: PriceTable = defaultPriceTable,
): string {
  return t(`chat.replies.${reply}`, replyValues(t, language, table));
}
