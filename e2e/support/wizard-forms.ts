import type { Locator, Page } from '@playwright/test';
import { addDays, addYears } from '@/domain/dates';
import { today } from './stored-session';

// Filling the wizard's forms as a person would: by labels and roles.

export interface TripInput {
  email: string;
  applicants: number;
  /** The e-Tourist visa's validity, as its option starts: '30 days', '1 year', '5 years'. */
  validity?: string;
}

export async function fillTrip(page: Page, { email, applicants, validity = '1 year' }: TripInput) {
  await page.getByRole('combobox', { name: 'Visa type', exact: true }).selectOption('tourist');
  await page
    .getByRole('group', { name: 'Tourist e-Visa validity' })
    .getByRole('radio', { name: new RegExp(`^${validity}\\b`) })
    .check();
  for (let n = 1; n < applicants; n++) {
    await page.getByRole('button', { name: 'One applicant more' }).click();
  }
  await page.getByRole('radio', { name: /^Normal/ }).check();
  await page.getByRole('radio', { name: /Air \(airport\)/ }).check();
  await page.getByRole('combobox', { name: 'Port of arrival', exact: true }).selectOption('DEL');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await chooseOption(
    page.getByRole('combobox', { name: 'Country code', exact: true }),
    'United Kingdom',
  );
  await page
    .getByRole('textbox', { name: 'Phone number without the country code', exact: true })
    .fill('7700 900123');
}

/** Types into a searchable select and takes the first match. */
async function chooseOption(combobox: Locator, text: string) {
  await combobox.click();
  await combobox.fill(text);
  await combobox.press('Enter');
}

export async function pickDate(panel: Locator, legend: string, iso: string) {
  const [year, month, day] = iso.split('-');
  const group = panel.getByRole('group', { name: legend, exact: true });
  await group.getByRole('combobox', { name: 'Day', exact: true }).selectOption(day ?? '');
  await group.getByRole('combobox', { name: 'Month', exact: true }).selectOption(month ?? '');
  await group.getByRole('combobox', { name: 'Year', exact: true }).selectOption(year ?? '');
}

export const radioIn = (panel: Locator, group: string | RegExp, option: string) =>
  panel.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true });

export interface PersonInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  passportNumber: string;
}

export function person(index: number): PersonInput {
  return {
    firstName: ['Jane', 'Omar'][index] ?? `Person${index}`,
    lastName: ['Traveller', 'Haddad'][index] ?? 'Example',
    dateOfBirth: addYears(today(), -30 - index * 5),
    passportNumber: `P${1234567 + index}`,
  };
}

/** The personal details at the top of the form: what the reload test checks survives. */
export async function fillPersonal(panel: Locator, input: PersonInput) {
  await panel.getByRole('textbox', { name: 'First name(s)', exact: true }).fill(input.firstName);
  await panel.getByRole('textbox', { name: 'Last name', exact: true }).fill(input.lastName);
  await pickDate(panel, 'Date of birth', input.dateOfBirth);
}

/** Every required field of one applicant, through the UI. */
export async function fillApplicant(panel: Locator, input: PersonInput) {
  await fillPersonal(panel, input);
  await radioIn(panel, 'Gender', 'Female').check();
  await chooseOption(
    panel.getByRole('combobox', { name: 'Nationality', exact: true }),
    'United Kingdom',
  );
  await panel.getByRole('textbox', { name: 'Place of birth', exact: true }).fill('Manchester');
  await panel.getByRole('textbox', { name: 'Religion', exact: true }).fill('None');
  await panel
    .getByRole('combobox', { name: 'Marital status', exact: true })
    .selectOption({ label: 'Single' });
  await panel
    .getByRole('combobox', { name: 'Education', exact: true })
    .selectOption({ label: 'Graduate' });

  await panel
    .getByRole('textbox', { name: "Father's full name", exact: true })
    .fill('John Example');
  await chooseOption(
    panel.getByRole('combobox', { name: "Father's nationality", exact: true }),
    'United Kingdom',
  );
  await panel.getByRole('textbox', { name: "Father's place of birth", exact: true }).fill('Leeds');
  await panel
    .getByRole('textbox', { name: "Mother's full name", exact: true })
    .fill('Mary Example');
  await chooseOption(
    panel.getByRole('combobox', { name: "Mother's nationality", exact: true }),
    'United Kingdom',
  );
  await panel.getByRole('textbox', { name: "Mother's place of birth", exact: true }).fill('York');

  await panel
    .getByRole('textbox', { name: 'Passport number', exact: true })
    .fill(input.passportNumber);
  await chooseOption(
    panel.getByRole('combobox', { name: 'Issuing country', exact: true }),
    'United Kingdom',
  );
  await pickDate(panel, 'Date of issue', addYears(today(), -2));
  await pickDate(panel, 'Date of expiry', addYears(today(), 8));
  await panel.getByRole('textbox', { name: 'Place of issue', exact: true }).fill('London');

  await pickDate(panel, 'Date of arrival in India', addDays(today(), 30));
  await pickDate(panel, 'Date of departure from India', addDays(today(), 44));
  await panel.getByRole('combobox', { name: 'Port of exit', exact: true }).selectOption('BOM');
  await panel
    .getByRole('textbox', { name: 'Purpose of visit', exact: true })
    .fill('Sightseeing in Delhi and Agra');
  await panel
    .getByRole('textbox', { name: 'Places to visit', exact: true })
    .fill('Delhi, Agra, Jaipur');

  await panel
    .getByRole('textbox', { name: 'Present address', exact: true })
    .fill('10 Example Street, Westminster');
  await panel.getByRole('textbox', { name: 'City / state', exact: true }).fill('London');
  await panel.getByRole('textbox', { name: 'Postal code', exact: true }).fill('SW1A 2AA');
  await chooseOption(
    panel.getByRole('combobox', { name: 'Country', exact: true }),
    'United Kingdom',
  );

  await panel.getByRole('textbox', { name: 'Occupation', exact: true }).fill('Engineer');
  await panel
    .getByRole('textbox', { name: 'Employer, school or university', exact: true })
    .fill('Example Ltd');
  await panel
    .getByRole('textbox', { name: "Employer's address", exact: true })
    .fill('1 Example Road, Manchester');

  await radioIn(panel, /SAARC/, 'No').check();
  await radioIn(panel, /arrested/, 'No').check();
  await radioIn(panel, /deported/, 'No').check();
}

/** Draws a zigzag on the signature pad with the mouse. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Your signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(
      box.x + box.width * (0.15 + i * 0.055),
      box.y + box.height * (i % 2 ? 0.35 : 0.65),
      { steps: 4 },
    );
  }
  await page.mouse.up();
}

/** Step 2's form on screen: the active applicant's tab panel, or the one applicant's section. */
export const applicantPanel = '[role="tabpanel"], section#applicant-panel';
