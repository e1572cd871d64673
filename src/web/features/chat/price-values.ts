import {
  calculatePrice,
  defaultPriceTable,
  serviceFeeTiers,
  type PriceTable,
} from '@/domain/pricing';
import { minApplicants } from '@/domain/visa';

import { surcharge } from '@/web/lib/price-text';
import { formatPrice } from '@/web/lib/money';

export interface ServiceFeeTier {
  from: number;
  to: number;
  fee: string;
}

/** The chat's price figures, formatted, all from the one price table. */
export interface ChatPriceValues {
  tiers: ServiceFeeTier[];
  governmentFee: string;
  normalFee: string;
  urgentFee: string;
  superUrgentFee: string;
  /** The surcharges with their sign, e.g. '+$79'. */
  urgentSurcharge: string;
  superUrgentSurcharge: string;
  insuranceFee: string;
  esimFee: string;
  /** One applicant, normal processing, no add-ons. */
  exampleTotal: string;
}

export function chatPriceValues(table: PriceTable = defaultPriceTable): ChatPriceValues {
  const tiers = serviceFeeTiers(table).map(({ from, to, cents }) => ({
    from,
    to,
    fee: formatPrice(cents),
  }));
  const example = calculatePrice(
    {
      numberOfApplicants: minApplicants,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    },
    table,
  );
  return {
    tiers,
    governmentFee: formatPrice(table.governmentFeeCents),
    normalFee: formatPrice(table.processingFeeCents.normal),
    urgentFee: formatPrice(table.processingFeeCents.urgent),
    superUrgentFee: formatPrice(table.processingFeeCents['super-urgent']),
    urgentSurcharge: surcharge(table.processingFeeCents.urgent),
    superUrgentSurcharge: surcharge(table.processingFeeCents['super-urgent']),
    insuranceFee: formatPrice(table.travelInsuranceCents),
    esimFee: formatPrice(table.travelEsimCents),
    exampleTotal: formatPrice(example.totalAmount),
  };
}
