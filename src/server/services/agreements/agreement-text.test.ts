import { cardFeeText } from '@/domain/card-fee';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPeriod } from '@/domain/i18n/format-period';
import { liabilityMinimum } from '@/domain/liability';
import { formatMoney } from '@/domain/money';
import { defaultPriceTable, formatUsd, serviceFeeTiers } from '@/domain/pricing';
import { defaultSiteConfig, type SiteConfig } from '@/domain/site-config';
import { otherSiteConfig } from '@/domain/test-support/other-site';
import { refundTerms } from '@/domain/refund-policy';
import { processingTimeFacts, touristValidities, touristValidityFacts } from '@/domain/visa';
import { agreementSections, agreementTitle } from './agreement-text';

// The signed PDF prints agreementSections(); the wizard shows the English locale's
// agreement.text before signing. They must say the same thing, word for word, so this compares
// them. Change both together and bump AGREEMENT_VERSION. (Read as data, not imported: the
// server does not depend on web code.)
const localeFile = new URL('../../../web/locales/apply/en.json', import.meta.url);

interface LocaleAgreement {
  title: string;
  tier: string;
  noExtraCharge: string;
  figures: Record<string, string>;
  touristFee: string;
  [section: string]: string | Record<string, string> | { heading: string; p1: string; p2?: string };
}

function englishAgreement(): LocaleAgreement {
  const json: { agreement: { text: LocaleAgreement } } = JSON.parse(
    readFileSync(localeFile, 'utf8'),
  );
  return json.agreement.text;
}

const interpolate = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {{${key}}}`);
    return value;
  });

/** An English plural key (`figures.<name>_one` or `_other`) filled in, as i18next does. */
function figure(text: LocaleAgreement, name: string, count: number, min?: number): string {
  const form = text.figures[`${name}_${new Intl.PluralRules('en').select(count)}`];
  if (form === undefined) throw new Error(`locale has no form of figures.${name} for ${count}`);
  return interpolate(form, {
    count: String(count),
    ...(min === undefined ? {} : { min: String(min) }),
  });
}

/** The figures the wizard interpolates (features/apply/agreement/agreement-text.tsx). */
function webFeeValues(
  text: LocaleAgreement,
  site: SiteConfig = defaultSiteConfig,
): Record<string, string> {
  const table = site.prices;
  const { reviewBusinessDays: review, arrivalBusinessDays: arrival } = refundTerms;
  const tiers = serviceFeeTiers(table).map((tier) =>
    interpolate(text.tier, { price: formatUsd(tier.cents), range: tier.range }),
  );
  const touristFees = touristValidities.map((validity) =>
    interpolate(text.touristFee, {
      price: formatUsd(table.touristGovernmentFeeCents[validity]),
      validity: formatPeriod(touristValidityFacts[validity].term, 'en'),
    }),
  );
  const fee = table.processingFeeCents;
  const list = new Intl.ListFormat('en', { type: 'unit' });
  return {
    siteName: site.name,
    serviceFees: list.format(tiers),
    touristFees: list.format(touristFees),
    otherFee: formatUsd(table.governmentFeeCents),
    normal: fee.normal === 0 ? text.noExtraCharge : formatUsd(fee.normal),
    urgent: formatUsd(fee.urgent),
    superUrgent: formatUsd(fee['super-urgent']),
    normalMin: String(processingTimeFacts.normal.minDays),
    normalMax: String(processingTimeFacts.normal.maxDays),
    urgentMin: String(processingTimeFacts.urgent.minDays),
    urgentMax: String(processingTimeFacts.urgent.maxDays),
    insurance: formatUsd(table.travelInsuranceCents),
    esim: formatUsd(table.travelEsimCents),
    cardFee: cardFeeText(site.cardProcessingFee, table.currency, 'en'),
    refundWindow: figure(text, 'refundWindow', refundTerms.requestWindowDays),
    refundReview: figure(text, 'refundReview', review.max, review.min),
    refundArrival: figure(text, 'refundArrival', arrival.max, arrival.min),
    insuranceCutoff: figure(text, 'insuranceCutoff', refundTerms.insuranceCutoffDays),
    liabilityMinimum: formatMoney(liabilityMinimum.pence, liabilityMinimum.currency, 'en'),
  };
}

describe('agreement wording', () => {
  it.each([
    ['the default agency', defaultSiteConfig],
    ['another agency', otherSiteConfig],
  ])("is the same in the signed PDF and in the wizard's English text (%s)", (_agency, site) => {
    const text = englishAgreement();
    const values = webFeeValues(text, site);
    const web = agreementSections(site).map((_, index) => {
      const section = text[`s${index + 1}`];
      if (typeof section !== 'object' || !('heading' in section))
        throw new Error(`locale has no section s${index + 1}`);
      return {
        heading: section.heading,
        paragraphs: [section.p1, section.p2]
          .filter((p): p is string => p !== undefined)
          .map((p) => interpolate(p, values)),
      };
    });
    expect(text.title).toBe(agreementTitle);
    expect(web).toEqual(agreementSections(site));
    // No section in the locale that the PDF lacks.
    expect(Object.keys(text).filter((key) => /^s\d+$/.test(key))).toHaveLength(web.length);
  });

  it("names the configured agency and its prices, and none of today's", () => {
    const text = agreementSections(otherSiteConfig)
      .flatMap((section) => section.paragraphs)
      .join(' ');
    expect(text).toContain(otherSiteConfig.name);
    expect(text).toContain(formatUsd(5400));
    expect(text).not.toContain(defaultSiteConfig.name);
    expect(text).not.toContain(formatUsd(6900));
    // Its card processing fee, kept from refunds before the submission.
    expect(text).toContain('less the card processing fee (1.4% + $0.25)');
  });

  it('states every government fee: each e-Tourist validity’s and the other visas’', () => {
    const fees = agreementSections()
      .flatMap((section) => section.paragraphs)
      .join(' ');
    for (const validity of touristValidities) {
      const term = formatPeriod(touristValidityFacts[validity].term, 'en');
      expect(fees).toContain(
        `${formatUsd(defaultPriceTable.touristGovernmentFeeCents[validity])} (${term})`,
      );
    }
    expect(fees).toContain(
      `${formatUsd(defaultPriceTable.governmentFeeCents)} for a Business, Medical or Conference e-Visa`,
    );
  });
});
