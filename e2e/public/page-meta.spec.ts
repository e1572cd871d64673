import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';

// Each public page has its own title and meta description, in the visitor's language.

const pages = [
  '/',
  '/visa-types',
  '/requirements',
  '/processing',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-conditions',
  '/security-policy',
  '/refund-policy',
  '/apply/trip',
  '/status-check',
] as const;

const languages = ['en', 'tr', 'hi', 'ar'] as const;

interface Meta {
  title: string;
  description: string;
}

async function metaOf(page: Page, path: string): Promise<Meta> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // index.html has no description: its presence means the page's own meta has rendered.
  const descriptions = page.locator('head meta[name="description"]');
  await expect(descriptions).toHaveCount(1);
  return {
    title: await page.title(),
    description: (await descriptions.getAttribute('content')) ?? '',
  };
}

test('every public page has its own title and description, translated', async ({ browser }) => {
  test.setTimeout(180_000);
  const seen: Record<string, Record<string, Meta>> = {};
  for (const language of languages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, language);
    seen[language] = {};
    for (const path of pages) seen[language][path] = await metaOf(page, path);
    await context.close();
  }

  for (const language of languages) {
    const metas = Object.values(seen[language] ?? {});
    const titles = metas.map((m) => m.title);
    const descriptions = metas.map((m) => m.description);
    expect(new Set(titles).size, `${language}: titles ${titles.join(' / ')}`).toBe(pages.length);
    expect(new Set(descriptions).size, `${language}: descriptions`).toBe(pages.length);
    for (const d of descriptions) expect(d.length).toBeGreaterThan(40);
  }
  // The translated languages say it in their own words, page by page.
  for (const language of ['tr', 'hi', 'ar'] as const) {
    for (const path of pages) {
      const own = seen[language]?.[path];
      const english = seen.en?.[path];
      expect(own?.description, `${language} ${path}`).not.toBe(english?.description);
      if (path !== '/') expect(own?.title, `${language} ${path}`).not.toBe(english?.title);
    }
  }
});
