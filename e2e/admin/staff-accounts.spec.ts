import { seriousViolations } from '../support/axe';
import { E2E_MANAGER } from '../support/staff';
import { expect, test, useLanguage } from '../support/test';
import { enrolReviewer, totpCode, underReview } from './journey-support';

// Staff accounts in the browser (docs/requirements/staff-roles.md): an admin invites a support
// member from the Staff page; the member opens the link, chooses a password, enrols the
// authenticator and lands on the dashboard, where a support role sees no decisions, refunds or
// downloads; the link then no longer works.

test('an admin invites a support member, who joins through the link and sees only what support may do', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const { view } = await underReview(request, page);
  await enrolReviewer(page, E2E_MANAGER);

  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('row', { name: /e2e-manager/ })).toContainText('(you)');
  const username = `e2e-support-${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByRole('combobox', { name: /^Role(?! of)/ }).selectOption('support');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const link = await page
    .getByRole('textbox', { name: 'Invitation link', exact: true })
    .inputValue();
  expect(link).toMatch(/\/admin\/invitation#[A-Za-z0-9_-]{40,}$/);
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText(
    'Invitation not used yet',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The new member, in their own browser.
  const context = await browser.newContext();
  const member = await context.newPage();
  await useLanguage(member, 'en');
  await member.goto(link);
  await expect(member.getByText(/^Welcome, /)).toContainText(username);
  expect(await seriousViolations(member)).toEqual([]);
  await member.getByLabel('Your password').fill('short');
  await member.getByRole('button', { name: 'Continue' }).click();
  await expect(
    member.getByText('Please choose a password of at least 12 characters.').first(),
  ).toBeVisible();
  await member.getByLabel('Your password').fill('support member passphrase');
  await member.getByRole('button', { name: 'Continue' }).click();
  const secret = (await member.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await member.getByLabel('Authentication code').fill(totpCode(secret));
  await member.getByRole('button', { name: 'Sign in' }).click();
  await member.getByLabel('I have saved these codes').check();
  await member.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await expect(member.getByText(`Signed in as ${username}`)).toBeVisible();
  const nav = member.getByRole('navigation', { name: 'Staff pages' });
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // Support reads the application and may write to the customer; nothing else.
  await member.goto(`/admin/applications/${view.id}`);
  await expect(member.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Send email' })).toBeVisible();
  // Receipts and credit notes are support's to send on; the traveller's files are not.
  const receiptDownload = /^Download \d{4}-\d{6}$/;
  await expect(member.getByRole('button', { name: receiptDownload })).toBeVisible();
  for (const name of [
    /^Approve/,
    /^Refuse/,
    /^Reject/,
    /^Download(?! \d{4}-\d{6}$)/,
    /^Preview/,
    /^Refund/,
  ]) {
    await expect(member.getByRole('button', { name })).toHaveCount(0);
  }

  // Their own password: a wrong current one is refused by the server, under its field.
  await member.goto('/admin/account');
  await member.getByLabel('Current password').fill('not my passphrase at all');
  await member.getByLabel('New password').fill('another member passphrase');
  await member.getByRole('button', { name: 'Change password' }).click();
  await expect(member.getByText('The current password is not right.').first()).toBeVisible();
  await expect(member.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  // The link is spent.
  const again = await context.newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('expired or was already used');
  await context.close();

  // The manager sees the member active, with an authenticator.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('No authenticator yet');

  // On a phone the members table scrolls inside its panel; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeAttached();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});
