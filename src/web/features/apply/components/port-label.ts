import type { TFunction } from 'i18next';
import type { Port } from '@/domain/reference';

/**
 * A port as a traveller knows it: an airport by its city and IATA code ('New Delhi (DEL)');
 * a seaport or land crossing by its name and city ('Attari-Wagah Integrated Check Post
 * (Amritsar)'), never by our internal id. Plain text without direction marks: an option that
 * starts with an invisible isolate breaks type-to-select, so options carry `dir="auto"`.
 */
export function portLabel(t: TFunction<'apply'>, port: Port): string {
  return port.kind === 'airport'
    ? t('trip.port.option', { city: port.city, code: port.code })
    : t('trip.port.optionNamed', { name: port.name, city: port.city });
}
