// The 32 nationalities shown on the requirements page as eligible for the Indian e-Visa.
// A subset of India's e-Visa list, chosen for widely travelled nationalities.
import { countries, type Country } from './countries';

export const eligibleCountryIds: readonly string[] = [
  'AE',
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'IE',
  'IL',
  'IT',
  'JP',
  'KR',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'SE',
  'SG',
  'TH',
  'US',
  'ZA',
];

const eligible = new Set(eligibleCountryIds);

export function isEligibleCountry(id: string): boolean {
  return eligible.has(id);
}

/** Eligible countries in the shared list's order (by name). */
export function eligibleCountries(): readonly Country[] {
  return countries.filter((c) => eligible.has(c.id));
}
