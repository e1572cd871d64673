import { isolateLtr } from './bidi';
import { formatPrice } from '@/web/lib/money';

/**
 * '+$79' kept together and left to right inside any sentence or cell: in Arabic the
 * bidirectional algorithm would otherwise show the plus sign after the amount.
 */
export function surcharge(cents: number, language?: string): string {
  return isolateLtr(`+${formatPrice(cents, language)}`);
}
