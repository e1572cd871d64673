import {
  calculatePrice,
  defaultPriceTable,
  formatUsd,
  serviceFeeTiers,
  type PriceTable,
} from '@/domain/pricing';
import { minApplicants } from '@/domain/visa';

import { surcharge } from '@/web/lib/price-text';

export { surcharge };

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
    fee: formatUsd(cents),
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
    governmentFee: formatUsd(table.governmentFeeCents),
    normalFee: formatUsd(table.processingFeeCents.normal),
    urgentFee: formatUsd(table.processingFeeCents.urgent),
    superUrgentFee: formatUsd(table.processingFeeCents['super-urgent']),
    urgentSurcharge: surcharge(table.processingFeeCents.urgent),
    superUrgentSurcharge: surcharge(table.processingFeeCents['super-urgent']),
    insuranceFee: formatUsd(table.travelInsuranceCents),
    esimFee: formatUsd(table.travelEsimCents),
    exampleTotal: formatUsd(example.totalAmount),
  };
}
