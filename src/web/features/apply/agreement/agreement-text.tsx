import { useTranslation } from 'react-i18next';
import { cardFeeText } from '@/domain/card-fee';
import { liabilityMinimum } from '@/domain/liability';
import { formatMoney } from '@/domain/money';
import { serviceFeeTiers } from '@/domain/pricing';
import { refundTerms } from '@/domain/refund-policy';
import { processingTimeFacts, touristValidities } from '@/domain/visa';
import { intlLocale } from '@/web/i18n/intl-locale';
import { formatPrice } from '@/web/lib/money';
import { touristValidityName } from '@/web/lib/tourist-validity';
import { site } from '@/web/lib/site';

// The service agreement, as the signed PDF prints it in English (server
// services/agreements/agreement-text.ts, whose test proves the English locale says the same
// words), with its prices from the one price table and its processing times, refund terms and liability from the
// domain (docs/requirements/product-decisions.md, "Refunds and liability"). Section keys:
// agreement.text.s<n>.{heading,p1,p2}; the periods are worded by agreement.text.figures.*.
const sections = [
  ['s1', 2],
  ['s2', 1],
  ['s3', 1],
  ['s4', 1],
  ['s5', 2],
  ['s6', 2],
  ['s7', 1],
  ['s8', 1],
  ['s9', 1],
  ['s10', 1],
] as const;

function useFeeValues() {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const table = site().prices;
  const { requestWindowDays, reviewBusinessDays, arrivalBusinessDays, insuranceCutoffDays } =
    refundTerms;
  const tiers = serviceFeeTiers(table).map((tier) =>
    t('agreement.text.tier', { price: formatPrice(tier.cents), range: tier.range }),
  );
  const touristFees = touristValidities.map((validity) =>
    t('agreement.text.touristFee', {
      price: formatPrice(table.touristGovernmentFeeCents[validity]),
      validity: touristValidityName(validity, i18n.language),
    }),
  );
  const fee = table.processingFeeCents;
  const { normal, urgent } = processingTimeFacts;
  const list = new Intl.ListFormat(intlLocale(i18n.language), { type: 'unit' });
  return {
    serviceFees: list.format(tiers),
    touristFees: list.format(touristFees),
    otherFee: formatPrice(table.governmentFeeCents),
    normal: fee.normal === 0 ? t('agreement.text.noExtraCharge') : formatPrice(fee.normal),
    urgent: formatPrice(fee.urgent),
    superUrgent: formatPrice(fee['super-urgent']),
    normalMin: normal.minDays,
    normalMax: normal.maxDays,
    urgentMin: urgent.minDays,
    urgentMax: urgent.maxDays,
    insurance: formatPrice(table.travelInsuranceCents),
    esim: formatPrice(table.travelEsimCents),
    cardFee: cardFeeText(site().cardProcessingFee, table.currency, i18n.language),
    refundWindow: t('agreement.text.figures.refundWindow', { count: requestWindowDays }),
    refundReview: t('agreement.text.figures.refundReview', {
      count: reviewBusinessDays.max,
      min: reviewBusinessDays.min,
    }),
    refundArrival: t('agreement.text.figures.refundArrival', {
      count: arrivalBusinessDays.max,
      min: arrivalBusinessDays.min,
    }),
    insuranceCutoff: t('agreement.text.figures.insuranceCutoff', { count: insuranceCutoffDays }),
    liabilityMinimum: formatMoney(liabilityMinimum.pence, liabilityMinimum.currency, i18n.language),
  };
}

/** The agreement text in a scrollable, keyboard-focusable box. */
export function AgreementText() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const fees = useFeeValues();
  return (
    <section
      aria-labelledby="agreement-text-title"
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800 sm:p-5"
    >
      <h3 id="agreement-text-title" className="text-lg font-bold text-navy-950">
        {t('agreement.text.title')}
      </h3>
      <p className="mt-1 text-xs text-slate-600">{t('agreement.text.bindingNote')}</p>
      {sections.map(([key, paragraphs]) => (
        <div key={key} id={`agreement-${key}`} className="mt-4">
          <h4 className="font-bold text-navy-950">{t(`agreement.text.${key}.heading`)}</h4>
          <p className="mt-1">{t(`agreement.text.${key}.p1`, fees)}</p>
          {paragraphs > 1 && (
            <p className="mt-2">{t(`agreement.text.${key}.p2` as 'agreement.text.s1.p2', fees)}</p>
          )}
        </div>
      ))}
    </section>
  );
}
