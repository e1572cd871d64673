import { expect, test, useLanguage } from '../support/test';
import { createPaidApplication } from '../documents/documents-support';
import { E2E_SESSION } from '../support/staff';
import { enrolReviewer, signInReviewer } from './journey-support';

// The staff session's end, seen coming (WCAG 2.2.1; docs/requirements/accessibility.md, "Staff
// sessions"), with the browser's clock moved forward (Playwright's clock): the warning two
// minutes before 30 idle minutes are up, "Stay signed in" telling the server, typing counting as
// activity, and at the end a sign-out that keeps the half-written email and comes back to the
// application after signing in again. The server's own clock is not moved: it keeps the
// session the browser keeps alive, and refuses the token the browser gave up at the end.

const minutes = (n: number) => n * 60_000;

test('the staff session warns, stays on request, and ends keeping the draft and the page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await page.clock.install();
  const created = await createPaidApplication(request, 1);
  const { secret, token } = await enrolReviewer(page, E2E_SESSION);

  await page.goto(`/admin/applications/${created.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: created.applicationNumber }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send email', exact: true }).click();
  const email = page.getByRole('dialog', { name: 'Email the customer' });
  await email.getByLabel('Subject').fill('Your photo');
  const message = email.getByLabel('Message');
  await message.fill('Dear traveller, the photo you sent');
  const warning = page.getByRole('alertdialog', { name: 'You will be signed out soon' });

  // 28 quiet minutes: the warning, with "Stay signed in" focused and the time left in words.
  await page.clock.fastForward(minutes(28) + 5_000);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expect(warning).toHaveAccessibleDescription(/signed out in 1 minute, 5\d seconds/);

  // "Stay signed in" asks the server, which slides the session; focus goes back to the message.
  const stayed = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/me') && r.status() === 200,
  );
  await page.keyboard.press('Enter');
  await stayed;
  await expect(warning).toBeHidden();
  await expect(message).toBeFocused();

  // Typing is activity: 20 minutes on, a keystroke tells the server, so 20 more minutes later
  // (38 after "Stay signed in") there is still no warning.
  await page.clock.fastForward(minutes(20));
  const typed = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/me') && r.status() === 200,
  );
  await message.pressSequentially(' is too dark.');
  await typed;
  await page.clock.fastForward(minutes(20));
  await expect(warning).toBeHidden();

  // 28 quiet minutes after the keystroke, the warning; at 31, signed out, on the login page,
  // which says why.
  await page.clock.fastForward(minutes(8));
  await expect(warning).toBeVisible();
  await page.clock.fastForward(minutes(3));
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('alert')).toContainText('Session expired');
  await expect(page.getByRole('alert')).toContainText('Anything you were writing is kept.');
  // The tab gave the token up on the server too.
  const refused = await request.get('/api/admin/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);

  // Signing in again comes back to the application, and the email is as it was left. (The code
  // is the next step's: the enrolment's may still be current, and a code works once.)
  await signInReviewer(page, secret, Date.now() + 30_000, {
    account: E2E_SESSION,
    onLoginPage: true,
  });
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${created.id}$`));
  await page.getByRole('button', { name: 'Send email', exact: true }).click();
  await expect(email.getByLabel('Subject')).toHaveValue('Your photo');
  await expect(email.getByLabel('Message')).toHaveValue(
    'Dear traveller, the photo you sent is too dark.',
  );

  // Signing out by choice leaves no draft in the tab, and no way back to this page.
  await email.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Session expired')).toHaveCount(0);
  const left = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('staff')),
  );
  expect(left).toEqual([]);
  expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBe(
    null,
  );
});
