import {
  calculatePrice,
  defaultPriceTable,
  formatUsd,
  type PriceBreakdown,
  type PriceInput,
} from '@/domain/pricing';
import type { TPricingView } from '@/domain/schemas';
import type { Application } from '@/server/db';

/** The one place the server prices an application; amounts a client sends are never read. */
export function priceApplication(input: PriceInput): PriceBreakdown {
  return calculatePrice(input, defaultPriceTable);
}

export function pricingView(breakdown: PriceBreakdown): TPricingView {
  return { ...breakdown, totalAmountUsd: formatUsd(breakdown.totalAmount) };
}

/** The breakdown saved with the application: what the applicant was quoted, even if prices change. */
export function storedPricing(application: Pick<Application, 'pricing'>): PriceBreakdown {
  return application.pricing as unknown as PriceBreakdown;
}
