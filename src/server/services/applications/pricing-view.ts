import { calculatePrice, formatUsd, type PriceBreakdown, type PriceInput } from '@/domain/pricing';
import type { TPricingView } from '@/domain/schemas';
import { siteConfig } from '@/server/site-config';

/** The one place the server prices an application; amounts a client sends are never read. */
export function priceApplication(input: PriceInput): PriceBreakdown {
  return calculatePrice(input, siteConfig().prices);
}

export function pricingView(breakdown: PriceBreakdown): TPricingView {
  return { ...breakdown, totalAmountUsd: formatUsd(breakdown.totalAmount) };
}
