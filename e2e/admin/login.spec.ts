import { TOTP } from 'otpauth';
import { seriousViolations } from '../support/axe';
import { E2E_ADMIN } from '../support/staff';
import { expect, test, useLanguage } from '../support/test';

const codeFor = (secret: string) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();

test.describe('staff sign-in', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('the dashboard sends a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the form names missing fields and a wrong password fails', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#staff-username-error')).toHaveText('Username is required');
    await expect(page.locator('#staff-password-error')).toHaveText('Password is required');
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    // Said in the page's error summary (linked to the first field) and in the toast.
    await expect(page.getByRole('link', { name: 'Invalid username or password' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /Notification/ }).getByText('Invalid username or password'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
  });

  test('password, enrolment with a TOTP code, recovery codes, dashboard, log out', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(
      page.getByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    // The key as shown for typing in by hand, spaces and all.
    const shown = await page.getByTestId('totp-secret').innerText();
    const secret = shown.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.fill(codeFor(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^([0-9A-Z]{4}-){3}[0-9A-Z]{4}$/);
    const next = page.getByRole('button', { name: 'Continue to the dashboard' });
    await expect(next).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('I have saved these codes').check();
    await next.click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Signed in as ${E2E_ADMIN.username}`)).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('staffToken'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('staffToken');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('staffToken'))).toBeNull();
    // The server revoked the token too.
    const me = await page.request.get('/api/admin/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);

    // A revoked token in storage: the dashboard says 'Session expired' on the login page.
    await page.evaluate((t) => sessionStorage.setItem('staffToken', t!), token);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
  });
});
