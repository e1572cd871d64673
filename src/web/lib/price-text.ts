import { formatUsd } from '@/domain/pricing';
import { isolateLtr } from './bidi';

/**
 * '+$79' kept together and left to right inside any sentence or cell: in Arabic the
 * bidirectional algorithm would otherwise show the plus sign after the amount.
 */
export function surcharge(cents: number): string {
  return isolateLtr(`+${formatUsd(cents)}`);
}
