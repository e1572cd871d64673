import { formatMoney } from '@/domain/money';
import { i18n } from '@/web/i18n/i18n';

/**
 * A price in US dollars in the visitor's language (the domain's one money format): '$1,396' in
 * English and Arabic, '1.396 $' in German, '1 396 $' in French and Russian.
 */
export function formatPrice(cents: number, language: string = i18n.language): string {
  return formatMoney(cents, 'USD', language);
}
