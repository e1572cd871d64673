import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';

// The public pages and the wizard's first step arrive as HTML with their content (rendered at
// build time in English), and React adopts that HTML instead of drawing the page again
// (docs/decisions/0024-prerendering.md).

const pages = [
  { path: '/', heading: 'Apply for your Indian e-Visa online', title: 'India e-Visa Online' },
  { path: '/visa-types', heading: 'Indian e-Visa Types', title: 'Indian e-Visa Types' },
  { path: '/check-status', heading: 'Track Your Application', title: 'Track Your Application' },
  { path: '/apply', heading: 'Apply for an Indian e-Visa', title: 'Trip and contact' },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy' },
] as const;

test.describe('HTML before JavaScript', () => {
  for (const { path, heading, title } of pages) {
    test(`${path} carries its heading, title, description and canonical link`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe('br');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toMatch(new RegExp(`<title[^>]*>${title}[^<]*</title>`));
      expect(html).toMatch(/<meta[^>]*name="description"[^>]*content="[^"]{40,}"/);
      const canonical = path === '/apply' ? '/apply/trip' : path;
      expect(html).toContain(`rel="canonical" href="${baseURL}${canonical}"`);
      expect(html).not.toContain('<script>'); // the CSP allows no inline script
    });
  }

  test('each page names only the translation namespaces it uses', async ({ request }) => {
    // The browser downloads these before hydrating: another page's words would be dead weight.
    const namespacesOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return (/data-ns="([^"]*)"/.exec(html)?.[1] ?? '').split(',').filter(Boolean).sort();
    };
    expect(await namespacesOf('/')).toEqual(['pages']);
    expect(await namespacesOf('/check-status')).toEqual(['status']);
    expect(await namespacesOf('/apply')).toEqual(['apply']);
    expect(await namespacesOf('/privacy-policy')).toEqual(['legal']);
  });

  test('the main script is sent brotli-compressed and cached for good', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const main = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(html);
    expect(main?.[1]).toBeTruthy();
    const res = await request.get(main?.[1] ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toContain('immutable');
  });

  test('with JavaScript off, a phone still shows the page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/visa-types');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Indian e-Visa Types' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Indian e-Visa Types/);
    await context.close();
  });
});

test.describe('hydration', () => {
  test.beforeEach(async ({ page }) => {
    // Records the heading the HTML brought, every node removed from the page, the layout shifts
    // and the page's errors, from before the first script runs.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__removed = 0;
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          w.__shift = (w.__shift as number) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.__heading = document.querySelector('h1');
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((records) => {
          for (const record of records) {
            w.__removed = (w.__removed as number) + record.removedNodes.length;
          }
        }).observe(root, { childList: true, subtree: true });
      });
    });
  });

  const adopted = async (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return {
        sameHeading: w.__heading === document.querySelector('h1'),
        removed: w.__removed as number,
        shift: w.__shift as number,
      };
    });

  for (const path of ['/', '/visa-types', '/check-status', '/support']) {
    test(`${path} is adopted as it came: nothing redrawn, nothing moved`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await useLanguage(page, 'en');
      await page.goto(path);
      // Interactive once hydrated: the language menu opens.
      await page.waitForLoadState('networkidle');
      const result = await adopted(page);
      expect(result.sameHeading).toBe(true);
      expect(result.removed).toBe(0);
      expect(result.shift).toBeLessThan(0.05);
      expect(errors).toEqual([]);
    });
  }

  test('/apply opens step 1 from its HTML and the form works', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/apply');
    await expect(page).toHaveURL(/\/apply\/trip$/);
    await page.waitForLoadState('networkidle');
    const result = await adopted(page);
    expect(result.sameHeading).toBe(true);
    expect(result.removed).toBe(0);
    // Hydrated: submitting the empty form shows the error summary, which only React draws.
    await page.getByRole('button', { name: 'Continue to applicant details' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  });

  test('the legal pages keep one contents navigation for the screen once hydrated', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/privacy-policy');
    await page.waitForLoadState('networkidle');
    const result = await adopted(page);
    expect(result.sameHeading).toBe(true);
    expect(result.shift).toBeLessThan(0.05);
    await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(1);
  });

  test('a visitor in another language gets the page in their language', async ({ page }) => {
    await useLanguage(page, 'tr');
    await page.goto('/visa-types');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Indian e-Visa Types');
  });
});
