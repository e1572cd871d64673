// The price functions bound to today's price table, for tests about the default site: the
// product itself always passes the configured table (src/domain/site-config.ts).
import * as pricing from '@/domain/pricing';
import type { PriceInput, PriceTable } from '@/domain/pricing';
import type { TouristValidity, VisaType } from '@/domain/visa';

const defaults: PriceTable = pricing.defaultPriceTable;

export const calculatePrice = (input: PriceInput, table = defaults) =>
  pricing.calculatePrice(input, table);
export const serviceFeeTiers = (table = defaults) => pricing.serviceFeeTiers(table);
export const serviceFeeFor = (n: number, table = defaults) => pricing.serviceFeeFor(n, table);
export const governmentFees = (table = defaults) => pricing.governmentFees(table);
export const governmentFeeFor = (
  visaType: VisaType,
  touristValidity: TouristValidity | null | undefined,
  table = defaults,
) => pricing.governmentFeeFor(visaType, touristValidity, table);
