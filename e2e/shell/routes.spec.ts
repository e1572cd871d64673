import { chunkUrl } from '../support/chunks';
import { publicRoutes, staffRoutes, stepRedirects } from '../support/routes';
import { expect, test, useLanguage } from '../support/test';
import { uniqueEmail } from '../support/stored-session';
import { fillTrip } from '../support/wizard-forms';

test.describe('route table', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  for (const path of [...publicRoutes, ...staffRoutes]) {
    test(`${path} returns the app and renders its page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const [from, to] of Object.entries(stepRedirects)) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      // Without an application the wizard then sends a later step on to /apply/trip, so the
      // redirect is read from the history entries the app writes, not from a passing URL.
      await page.addInitScript(() => {
        const visited: string[] = [];
        (window as unknown as { visited: string[] }).visited = visited;
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            // The router also writes state alone (no URL) on start; only moves count.
            if (args[2] != null) visited.push(new URL(String(args[2]), location.href).pathname);
            original(...args);
          };
        }
      });
      await page.goto(from);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { visited: string[] }).visited[0]))
        .toBe(to);
      await expect(page).toHaveURL(/\/apply\/trip$/);
    });
  }

  test('any other path shows Page Not Found with a hint, answered with 404', async ({ page }) => {
    const answer = await page.goto('/this/does-not-exist');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/this/does-not-exist')).toBeVisible();
  });

  test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
  });

  test('health names the database in use', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      version: expect.any(String),
      commit: expect.any(String),
    });
  });

  test('navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the chat, the cookie banner and the language dialog failing to download leave the page working; they come back', async ({
    page,
  }) => {
    // A visitor who has not chosen about cookies yet (the describe's setup chose for them).
    await page.addInitScript(() => {
      window.localStorage.removeItem('cookieConsent');
      window.localStorage.removeItem('cookiesAccepted');
    });
    const failures: string[] = [];
    page.on('console', (message) => {
      if (/could not be shown/.test(message.text())) failures.push(message.text());
    });
    const chunks = ['chat-widget', 'cookie-banner', 'language-dialog'].map((name) =>
      chunkUrl(name),
    );
    const optional = (url: URL) => chunks.some((chunk) => chunk.test(url.pathname));
    await page.route(optional, (route) => route.abort());
    await page.goto('/');
    await expect
      .poll(() => failures.map((text) => text.split(' could')[0]).sort())
      .toEqual(['chat', 'cookie banner']);
    await page.getByRole('button', { name: 'Language: English (EN)' }).first().click();
    await expect.poll(() => failures.length).toBe(3);
    expect(failures[2]).toMatch(/^language dialog could not be shown/);
    // The page itself is untouched and still works.
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Apply for your Indian e-Visa online',
    });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

    // Once the files can be had again, each part downloads again: the dialog on the next click,
    // the chat and the banner on the next page.
    await page.unroute(optional);
    await page.getByRole('button', { name: 'Language: English (EN)' }).first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: /العربية/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
  });

  test('a page whose code fails to download shows the error in the layout; the next page clears it and it downloads again', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // As after a release: the old page asks for files the server no longer has.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Something went wrong/);
    // Header and footer stay usable, and the error goes with the next page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await page.unroute('**/assets/*.js');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apply for your Indian e-Visa online' }),
    ).toBeVisible();
    // The page that failed downloads again when next visited (React.lazy alone keeps the error).
    // The home page's lower sections may still be settling under load and move the footer away
    // from a click: clicked again until the address changes.
    await expect(async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
  test("step 1's checks failing to download: Continue says the connection failed, and works once it is back", async ({
    page,
  }) => {
    // Step 1's schema downloads when the visitor moves into the form or at the first Continue
    // (lib/lazy-resolver.ts), not with the page.
    const schema = chunkUrl('create-application');
    await page.route(schema, (route) => route.abort());
    await page.goto('/apply');
    await expect(page).toHaveURL(/\/apply\/trip$/);
    await fillTrip(page, { email: uniqueEmail('schema-offline'), applicants: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('We could not reach our server. Please check your connection and try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/trip$/);

    await page.unroute(schema);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/apply\/applicants$/);
  });
  test("the status page's checks failing to download: each form says so, and checks once they are back", async ({
    page,
  }) => {
    // Both forms' schemas download when the visitor moves into the form or at the first
    // submit (lib/lazy-resolver.ts), not with the page. No look-up is made: the status check is
    // limited per address, and the status tests need theirs.
    const schemas = [chunkUrl('status-check'), chunkUrl('resume-link-request')];
    const schema = (url: URL) => schemas.some((chunk) => chunk.test(url.pathname));
    await page.route(schema, (route) => route.abort());
    await page.goto('/check-status');
    await page.getByRole('button', { name: 'Check Status' }).click();
    const summary = page.locator('[aria-labelledby="error-summary-title"]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(
      'Unable to check status. Please try again later.',
    );

    await page.getByText('Lost your link?').click();
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'could not be sent' });
    await expect(failure).toBeFocused();

    await page.unroute(schema);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(summary.getByRole('link')).toHaveText([/Email address/, /Application number/]);
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByText('This field is required')).toHaveCount(2);
  });
});
