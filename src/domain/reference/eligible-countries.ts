// India's e-Visa list as countries, in the shared list's order (by name), for the
// requirements page and the wizard's country pickers.
import { isEVisaCountry } from '@/domain/eligibility';
import { countries, type Country } from './countries';

/** The countries whose nationals may apply for the e-Visa (domain/eligibility.ts). */
export function eligibleCountries(): readonly Country[] {
  return countries.filter((c) => isEVisaCountry(c.id));
}
