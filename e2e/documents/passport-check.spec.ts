import { todayIso } from '@/domain/dates';
import {
  passportPage,
  syntheticTravellers,
  typedDetailsFor,
  type PassportFacts,
} from '@/server/test-support/passport-fixtures';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';
import { applicationView, createPaidApplication } from './documents-support';

// The passport check on the documents step, at a phone's size: the traveller typed their
// passport number with two digits swapped; the page's machine-readable zone says otherwise, the
// traveller takes the passport's number with one click, and the application holds it.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const facts: PassportFacts = {
  ...syntheticTravellers(1, 11)[0]!,
  documentNumber: '501234567',
  expiryDate: '340115',
};

test('a passport number with two swapped digits is caught at upload and fixed with one click', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  const typed = { ...typedDetailsFor(facts, todayIso(new Date())), passportNumber: '501234576' };
  const application = await createPaidApplication(request, 1, 'en', 'tourist', [typed]);
  await seedSession(page, application);
  await page.goto('/apply/documents');

  const person = `${typed.firstName} ${typed.lastName}`;
  await page.getByLabel(`Choose file: Passport bio-data page, ${person}`).setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: await passportPage(facts, { blur: 0.8, rotate: 1 }),
  });
  const check = page.getByTestId('passport-check');
  await expect(check).toContainText(
    'Passport check: your passport and the details you entered differ.',
    { timeout: 30_000 },
  );
  await expect(check).toContainText(
    'Passport number: your passport says 501234567; you typed 501234576.',
  );
  // Only the number differs: every other detail was read and matches.
  await expect(check.getByRole('button')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('passport-mismatch.png'), fullPage: true });

  await check.getByRole('button', { name: "Use the passport's value for Passport number" }).click();
  await expect(check).toContainText(
    'Passport check: your passport matches the details you entered.',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Passport number updated from your passport.' }),
  ).toBeAttached();
  const view = await applicationView(request, application);
  expect(view.applicants[0]?.details.passportNumber).toBe('501234567');

  // A reload shows the same result: the comparison is made with the stored details.
  await page.reload();
  await expect(page.getByTestId('passport-check')).toContainText(
    'your passport matches the details you entered',
    { timeout: 15_000 },
  );
});
