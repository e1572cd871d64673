import {
  calculatePrice,
  lowestFeeVisa,
  serviceFeeTiers,
  type PricedVisa,
  type PriceTable,
} from '@/domain/pricing';
import { minApplicants } from '@/domain/visa';

import { surcharge } from '@/web/lib/price-text';
import { formatPrice } from '@/web/lib/money';
import { site } from '@/web/lib/site';

export interface ServiceFeeTier {
  from: number;
  to: number;
  fee: string;
}

/** The price figures the FAQ and the chat quote, formatted, all from the one price table. */
export interface FaqPriceValues {
  tiers: ServiceFeeTier[];
  normalFee: string;
  urgentFee: string;
  superUrgentFee: string;
  /** The surcharges with their sign, e.g. '+$79'. */
  urgentSurcharge: string;
  superUrgentSurcharge: string;
  insuranceFee: string;
  esimFee: string;
  /** One applicant, normal processing, no add-ons, on the visa with the lowest government fee. */
  exampleTotal: string;
  exampleVisa: PricedVisa;
}

/** In `language`'s number format ('$71.50', '$71,50'); by default the interface's. */
export function faqPriceValues(
  table: PriceTable = site().prices,
  language?: string,
): FaqPriceValues {
  const price = (cents: number) => formatPrice(cents, language);
  const tiers = serviceFeeTiers(table).map(({ from, to, cents }) => ({
    from,
    to,
    fee: price(cents),
  }));
  const exampleVisa = lowestFeeVisa(undefined, table);
  const example = calculatePrice(
    {
      ...exampleVisa,
      numberOfApplicants: minApplicants,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    },
    table,
  );
  return {
    tiers,
    normalFee: price(table.processingFeeCents.normal),
    urgentFee: price(table.processingFeeCents.urgent),
    superUrgentFee: price(table.processingFeeCents['super-urgent']),
    urgentSurcharge: surcharge(table.processingFeeCents.urgent, language),
    superUrgentSurcharge: surcharge(table.processingFeeCents['super-urgent'], language),
    insuranceFee: price(table.travelInsuranceCents),
    esimFee: price(table.travelEsimCents),
    exampleTotal: price(example.totalAmount),
    exampleVisa,
  };
}
