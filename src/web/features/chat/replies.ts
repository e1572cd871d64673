import type { TFunction } from 'i18next';
import { calculatePrice, lowestFeeVisa, type PriceTable } from '@/domain/pricing';
import { isolateLtr } from '@/web/lib/bidi';
import { faqAnswer, faqValues, isFaqQuestion } from '@/web/lib/faq';
import { formatPrice } from '@/web/lib/money';
import { site } from '@/web/lib/site';
import { touristValidityName } from '@/web/lib/tourist-validity';
import type { QuoteRequest } from './quote';
import type { ChatReply } from './reply-topics';

type PagesT = TFunction<'pages'>;

/** What an assistant message says besides its reply: a quote, or where the hand-off went. */
export interface ReplyDetails {
  quote?: QuoteRequest;
  sent?: { reference: string; email: string };
}

/** The quote's sentence: the cheapest visa unless one is named, priced by the price function. */
function quoteText(
  { travellers, processingTime }: QuoteRequest,
  t: PagesT,
  language: string,
  table: PriceTable,
): string {
  const visa = lowestFeeVisa(undefined, table);
  const price = calculatePrice(
    {
      ...visa,
      numberOfApplicants: travellers,
      processingTime,
      travelInsurance: false,
      travelEsim: false,
    },
    table,
  );
  return t('chat.quote', {
    visa: visa.touristValidity
      ? t('governmentFees.tourist', {
          validity: touristValidityName(visa.touristValidity, language),
        })
      : t(`visaTypes.types.${visa.visaType}.name`),
    processing: t(`processing.options.names.${processingTime}`),
    count: travellers,
    total: formatPrice(price.totalAmount, language),
    perApplicant: formatPrice(price.perApplicant.total, language),
  });
}

/**
 * The text of an assistant message in `language`: a question's answer from the one set of
 * questions and answers (src/web/lib/faq.ts), or the chat's own words around them.
 */
export function replyText(
  reply: ChatReply,
  t: PagesT,
  language: string,
  details: ReplyDetails = {},
  table: PriceTable = site().prices,
): string {
  if (reply === 'cost' && details.quote) {
    return `${quoteText(details.quote, t, language, table)}\n\n${faqAnswer('cost', t, language, table)}`;
  }
  if (isFaqQuestion(reply)) return faqAnswer(reply, t, language, table);
  return t(`chat.replies.${reply}`, {
    ...faqValues(t, language, table),
    // Isolated, so an address keeps its order inside right-to-left text.
    email: isolateLtr(details.sent?.email ?? site().support.email),
    phone: isolateLtr(site().support.phone),
    reference: isolateLtr(details.sent?.reference ?? ''),
  });
}
