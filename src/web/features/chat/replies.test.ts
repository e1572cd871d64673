import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money';
import {
  calculatePrice,
  defaultPriceTable,
  formatUsd,
  lowestFeeVisa,
  type PriceTable,
} from '@/domain/pricing';
import { defaultSiteConfig } from '@/domain/site-config';
import { siteWords } from '@/domain/site-words';
import { site } from '@/web/lib/site';

import {
  processingTimeFacts,
  touristValidities,
  touristValidityFacts,
  visaFacts,
} from '@/domain/visa';
import ar from '@/web/locales/pages/ar.json';
import en from '@/web/locales/pages/en.json';
import hi from '@/web/locales/pages/hi.json';
import tr from '@/web/locales/pages/tr.json';
import { faqPriceValues } from '@/web/lib/faq-prices';
import { replyText, type ReplyDetails } from './replies';
import { chatTopics, type ChatReply } from './reply-topics';

const supportContact = defaultSiteConfig.support;

const languages = ['en', 'tr', 'hi', 'ar'] as const;
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: { en: { pages: en }, tr: { pages: tr }, hi: { pages: hi }, ar: { pages: ar } },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['pages'],
    interpolation: { escapeValue: false },
  });
});

const reply = (
  reply: ChatReply,
  language: string,
  table?: PriceTable,
  details: ReplyDetails = {},
) => replyText(reply, i18n.getFixedT(language, 'pages'), language, details, table);

/** Every figure of a price table as the site writes it in a language ('$55.25', '$55,25'). */
function figures(table: PriceTable, language: string): string[] {
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  return [
    ...table.serviceFeeTiersCents.map((tier) => usd(tier.cents)),
    usd(table.governmentFeeCents),
    ...touristValidities.map((validity) => usd(table.touristGovernmentFeeCents[validity])),
    usd(table.processingFeeCents.urgent),
    usd(table.processingFeeCents['super-urgent']),
    usd(table.travelInsuranceCents),
    usd(table.travelEsimCents),
  ];
}

// A table no copy could contain by accident: the replies must follow it.
const otherTable: PriceTable = {
  currency: 'USD',
  serviceFeeTiersCents: [
    { maxApplicants: 4, cents: 7150 },
    { maxApplicants: 10, cents: 6325 },
  ],
  governmentFeeCents: 5525,
  touristGovernmentFeeCents: { '30-days': 2175, '1-year': 4150, '5-years': 8325 },
  processingFeeCents: { normal: 0, urgent: 8125, 'super-urgent': 10375 },
  travelInsuranceCents: 1725,
  travelEsimCents: 2275,
};

const dollarAmounts = (text: string) => text.match(/\$\d{1,3}(?:,\d{3})*(?:\.\d\d)?/g) ?? [];

describe('chat replies', () => {
  for (const language of languages) {
    describe(language, () => {
      it('has a reply for every topic, the welcome and the fallback, in this language', () => {
        for (const key of ['welcome', ...chatTopics, 'fallback', 'sent'] as const) {
          const text = reply(key, language);
          expect(text.trim(), key).not.toBe('');
          expect(text, key).not.toMatch(/\{\{|\}\}/);
          if (language !== 'en') expect(text, key).not.toBe(reply(key, 'en'));
        }
      });

      it('quotes every price of the price table, and only those', () => {
        const text = reply('cost', language);
        const expected = figures(defaultPriceTable, language);
        for (const figure of expected) expect(text).toContain(figure);
        const example = faqPriceValues(defaultPriceTable, language).exampleTotal;
        expect(text).toContain(example);
        for (const amount of dollarAmounts(text)) expect([...expected, example]).toContain(amount);
      });

      it('follows the price table when it changes', () => {
        const text = reply('cost', language, otherTable);
        for (const figure of figures(otherTable, language)) expect(text).toContain(figure);
        // 71.50 + 21.75 for one applicant, normal processing, the 30-day e-Tourist visa.
        expect(text).toContain(formatMoney(9325, 'USD', language));
        for (const figure of figures(defaultPriceTable, language))
          expect(text).not.toContain(figure);
        const processing = reply('time', language, otherTable);
        expect(processing).toContain(formatMoney(8125, 'USD', language));
        expect(processing).toContain(formatMoney(10375, 'USD', language));
      });

      it('quotes processing times and surcharges from the domain', () => {
        const text = reply('time', language);
        for (const value of [
          processingTimeFacts.normal.minDays,
          processingTimeFacts.normal.maxDays,
          processingTimeFacts.urgent.minDays,
          processingTimeFacts.urgent.maxDays,
        ]) {
          expect(text).toContain(String(value));
        }
        expect(text).toContain(formatUsd(defaultPriceTable.processingFeeCents.urgent));
        expect(text).toContain(formatUsd(defaultPriceTable.processingFeeCents['super-urgent']));
      });

      it('states each e-Tourist validity’s and each other visa type’s stay and validity', () => {
        const lines = reply('visaTypes', language).split('\n').slice(1);
        const others = ['business', 'medical', 'conference'] as const;
        expect(lines).toHaveLength(touristValidities.length + others.length);
        touristValidities.forEach((validity, i) => {
          const facts = touristValidityFacts[validity];
          expect(lines[i]).toContain(String(facts.validity.count));
          expect(lines[i]).toContain(String(facts.stayPerEntryDays));
          if (facts.longerStay) {
            expect(lines[i]).toContain(String(facts.longerStay.stayPerEntryDays));
          }
        });
        others.forEach((type, i) => {
          const line = lines[touristValidities.length + i];
          expect(line).toContain(String(visaFacts[type].stayPerEntryDays));
          expect(line).toContain(String(visaFacts[type].validityDays));
        });
      });

      it('gives the contact details, and says when the team answers when it cannot', () => {
        expect(reply('contact', language)).toContain(supportContact.email);
        for (const key of ['fallback', 'person'] as const) {
          expect(reply(key, language)).toContain(String(supportContact.answerWithinHours));
          expect(reply(key, language)).toContain(siteWords(site(), language).openingHours);
        }
      });

      it('quotes a group and a speed with the price function', () => {
        for (const travellers of [1, 3, 10]) {
          for (const processingTime of ['normal', 'urgent', 'super-urgent'] as const) {
            const text = reply('cost', language, otherTable, {
              quote: { travellers, processingTime },
            });
            const price = calculatePrice(
              {
                ...lowestFeeVisa(undefined, otherTable),
                numberOfApplicants: travellers,
                processingTime,
                travelInsurance: false,
                travelEsim: false,
              },
              otherTable,
            );
            const quote = text.split('\n')[0]!;
            expect(quote).toContain(formatMoney(price.totalAmount, 'USD', language));
            expect(quote).toContain(formatMoney(price.perApplicant.total, 'USD', language));
            expect(quote).toContain(String(travellers));
            // The rest is the support page's answer, unchanged.
            expect(text.endsWith(reply('cost', language, otherTable))).toBe(true);
          }
        }
      });

      it('says where the conversation went', () => {
        const text = reply('sent', language, undefined, {
          sent: { reference: 'K7QX3M', email: 'ana@example.com' },
        });
        expect(text).toContain('K7QX3M');
        expect(text).toContain('ana@example.com');
      });
    });
  }
});
