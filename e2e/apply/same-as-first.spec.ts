import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi } from '../support/applications-api';
import { fillApplicant, person, applicantPanel } from '../support/wizard-forms';
import { seedSession } from '../support/stored-session';
import { seriousViolations } from '../support/axe';

// A family travels together and lives together: applicant 2 starts with applicant 1's trip and
// address ('Same as applicant 1'), can change any of it, and follows applicant 1 while ticked.

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test("applicant 2 gets applicant 1's trip and address, editable, and follows while ticked", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const created = await createApplicationViaApi(request, { numberOfApplicants: 2 });
  await seedSession(page, created);
  await page.goto('/apply/applicants');
  const first = page.locator(applicantPanel);
  await fillApplicant(first, person(0));
  await page.getByRole('button', { name: 'Next: applicant 2' }).click();

  const second = page.locator(applicantPanel);
  const sameTrip = second.getByRole('checkbox', { name: /Same trip as applicant 1/ });
  const sameAddress = second.getByRole('checkbox', { name: 'Same address as applicant 1' });
  await expect(sameTrip).toBeChecked();
  await expect(sameAddress).toBeChecked();
  const purpose = second.getByRole('textbox', { name: 'Purpose of visit', exact: true });
  const address = second.getByRole('textbox', { name: 'Present address', exact: true });
  await expect(purpose).toHaveValue('Sightseeing in Delhi and Agra');
  await expect(second.getByRole('textbox', { name: 'Places to visit', exact: true })).toHaveValue(
    'Delhi, Agra, Jaipur',
  );
  await expect(address).toHaveValue('10 Example Street, Westminster');
  await expect(second.getByRole('textbox', { name: 'Postal code', exact: true })).toHaveValue(
    'SW1A 2AA',
  );
  await expect(second.getByRole('combobox', { name: 'Port of exit', exact: true })).toHaveValue(
    'BOM',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Applicant 2 lives elsewhere: typing unticks the address, and the trip stays shared.
  await address.fill('22 Other Road, Camden');
  await expect(sameAddress).not.toBeChecked();
  await expect(sameTrip).toBeChecked();

  // Applicant 1 changes the purpose: applicant 2 follows; the address typed stays.
  await page.getByRole('tab', { name: /Applicant 1/ }).click();
  await page
    .locator(applicantPanel)
    .getByRole('textbox', { name: 'Purpose of visit', exact: true })
    .fill('Family holiday');
  await page.getByRole('tab', { name: /Applicant 2/ }).click();
  await expect(purpose).toHaveValue('Family holiday');
  await expect(address).toHaveValue('22 Other Road, Camden');

  // Ticking again copies applicant 1's address back.
  await sameAddress.check();
  await expect(address).toHaveValue('10 Example Street, Westminster');

  // What the server saves for applicant 2 (autosave, after a pause) is what the page shows.
  const savedSecond = async () => {
    const res = await request.get(`/api/applications/${created.id}`, {
      headers: { authorization: `Bearer ${created.accessToken}` },
    });
    const view = (await res.json()) as { applicants: { details: Record<string, string> }[] };
    return view.applicants[1]?.details ?? {};
  };
  await expect.poll(savedSecond, { timeout: 15_000 }).toMatchObject({
    purposeOfVisit: 'Family holiday',
    presentAddress: '10 Example Street, Westminster',
    exitPort: 'BOM',
  });
});
