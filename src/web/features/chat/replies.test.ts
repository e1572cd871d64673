import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPriceTable, formatUsd, type PriceTable } from '@/domain/pricing';
import { supportContact } from '@/domain/schemas/support-message';
import { processingTimeFacts, visaFacts, visaTypes } from '@/domain/visa';
import ar from '@/web/locales/pages/ar.json';
import en from '@/web/locales/pages/en.json';
import hi from '@/web/locales/pages/hi.json';
import tr from '@/web/locales/pages/tr.json';
import { chatPriceValues } from './price-values';
import { replyText } from './replies';
import { chatTopics, type ChatReply } from './reply-topics';

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

const reply = (reply: ChatReply, language: string, table?: PriceTable) =>
  replyText(reply, i18n.getFixedT(language, 'pages'), language, table);

/** Every figure of a price table as the site writes it. */
function figures(table: PriceTable): string[] {
  return [
    ...table.serviceFeeTiersCents.map((tier) => formatUsd(tier.cents)),
    formatUsd(table.governmentFeeCents),
    formatUsd(table.processingFeeCents.urgent),
    formatUsd(table.processingFeeCents['super-urgent']),
    formatUsd(table.travelInsuranceCents),
    formatUsd(table.travelEsimCents),
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
  processingFeeCents: { normal: 0, urgent: 8125, 'super-urgent': 10375 },
  travelInsuranceCents: 1725,
  travelEsimCents: 2275,
};

const dollarAmounts = (text: string) => text.match(/\$\d{1,3}(?:,\d{3})*(?:\.\d\d)?/g) ?? [];

describe('chat replies', () => {
  for (const language of languages) {
    describe(language, () => {
      it('has a reply for every topic, the welcome and the fallback, in this language', () => {
        for (const key of ['welcome', ...chatTopics, 'fallback'] as const) {
          const text = reply(key, language);
          expect(text.trim(), key).not.toBe('');
          expect(text, key).not.toMatch(/\{\{|\}\}/);
          if (language !== 'en') expect(text, key).not.toBe(reply(key, 'en'));
        }
      });

      it('quotes every price of the price table, and only those', () => {
        const text = reply('price', language);
        const expected = figures(defaultPriceTable);
        for (const figure of expected) expect(text).toContain(figure);
        const example = chatPriceValues(defaultPriceTable).exampleTotal;
        expect(text).toContain(example);
        for (const amount of dollarAmounts(text)) expect([...expected, example]).toContain(amount);
      });

      it('follows the price table when it changes', () => {
        const text = reply('price', language, otherTable);
        for (const figure of figures(otherTable)) expect(text).toContain(figure);
        expect(text).toContain('$126.75'); // 71.50 + 55.25 for one applicant, normal processing
        for (const figure of figures(defaultPriceTable)) expect(text).not.toContain(figure);
        const processing = reply('processing', language, otherTable);
        expect(processing).toContain('$81.25');
        expect(processing).toContain('$103.75');
      });

      it('quotes processing times and surcharges from the domain', () => {
        const text = reply('processing', language);
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

      it('states each visa type’s stay and validity', () => {
        const lines = reply('visaTypes', language).split('\n').slice(1);
        expect(lines).toHaveLength(visaTypes.length);
        visaTypes.forEach((type, i) => {
          expect(lines[i]).toContain(String(visaFacts[type].stayPerEntryDays));
          expect(lines[i]).toContain(String(visaFacts[type].validityDays));
        });
      });

      it('points to the support email when it has no answer', () => {
        expect(reply('fallback', language)).toContain(supportContact.email);
        expect(reply('contact', language)).toContain(supportContact.email);
      });
    });
  }
});
