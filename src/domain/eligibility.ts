import data from '@/domain/reference/evisa-eligibility.json' with { type: 'json' };

// Who may apply for India's e-Visa (docs/requirements/eligibility.md). The list is data
// (reference/evisa-eligibility.json), with its source and the date it was checked; the server
// checks every traveller against it, and the wizard shows the same answer as they type.

/** ISO 3166-1 codes of the nationalities on India's e-Visa list. */
export const eVisaCountryIds: readonly string[] = data.eligible;
/** When the list was last compared with the Government of India's. */
export const eVisaListChecked: string = data.checked;

const listed = new Set(eVisaCountryIds);

const PAKISTAN = 'PK';
const INDIA = 'IN';

/** Why a traveller cannot use the e-Visa, each with its own way forward. */
export type Ineligibility = 'pakistan' | 'indian' | 'not_listed';

/** Whether nationals of a country may apply (India and Pakistan never are). */
export const isEVisaCountry = (id: string) => listed.has(id);

/**
 * Why a traveller with this nationality and passport cannot apply, by field; {} when they can.
 * A Pakistani passport bars its holder whatever their nationality; an Indian national needs no
 * visa. Fields not yet filled in are not judged.
 */
export function ineligibility(traveller: {
  nationality?: string | undefined;
  passportIssuingCountry?: string | undefined;
}): Partial<Record<'nationality' | 'passportIssuingCountry', Ineligibility>> {
  const { nationality, passportIssuingCountry: passport } = traveller;
  const judge = (country: string | undefined): Ineligibility | undefined => {
    if (!country) return undefined;
    if (country === PAKISTAN) return 'pakistan';
    if (country === INDIA) return 'indian';
    return listed.has(country) ? undefined : 'not_listed';
  };
  const problems: Partial<Record<'nationality' | 'passportIssuingCountry', Ineligibility>> = {};
  const ofNationality = judge(nationality);
  const ofPassport = judge(passport);
  if (ofNationality) problems.nationality = ofNationality;
  if (ofPassport) problems.passportIssuingCountry = ofPassport;
  return problems;
}
