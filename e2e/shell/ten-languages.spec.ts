import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageCodes } from '@/domain/i18n/languages';
import { allViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/test';

// Every language is whole: on the pages a traveller reads first, in each of the ten languages at
// 360 px, the page is in that language (no sentence of the English copy is left on it), nothing
// scrolls sideways, and axe finds nothing.

const pages = ['/', '/apply', '/requirements', '/support', '/privacy-policy'];
const LOCALES = path.resolve('src/web/locales');

/** Every run of five or more words of the English copy (between placeholders and markup). */
function englishSentences(): string[] {
  const files = [
    path.join(LOCALES, 'en.json'),
    ...readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'admin')
      .map((entry) => path.join(LOCALES, entry.name, 'en.json')),
  ];
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      for (const part of value.replace(/<[^>]+>/g, '').split(/\{\{[^}]*\}\}/)) {
        const text = part.replace(/\s+/g, ' ').trim();
        if (text.split(' ').length >= 5) found.add(text);
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...found];
}

const english = englishSentences();

for (const language of languageCodes) {
  test(`${language}: the first pages are whole in the language, fit 360 px and pass axe`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    expect(english.length).toBeGreaterThan(500);
    await useLanguage(page, language);
    await page.setViewportSize({ width: 360, height: 740 });
    const problems: string[] = [];
    for (const target of pages) {
      await page.goto(target);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (language !== 'en') {
        const text = await page.locator('body').innerText();
        for (const sentence of english)
          if (text.includes(sentence)) problems.push(`${target}: English left: "${sentence}"`);
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) problems.push(`${target}: ${width}px wide`);
      for (const line of await allViolations(page)) problems.push(`${target}: ${line}`);
    }
    expect(problems).toEqual([]);
  });
}

test('a translated legal page says the English version binds, and shows it on request', async ({
  page,
}) => {
  await useLanguage(page, 'de');
  await page.goto('/privacy-policy');
  await expect(page.getByText('Dies ist eine Übersetzung.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Auf Englisch lesen' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Zurück zur Übersetzung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
});

test('Chinese and Japanese load their own self-hosted font; the other languages load none', async ({
  browser,
}) => {
  for (const language of ['zh', 'ja', 'de', 'en'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?$/.test(new URL(request.url()).pathname)) fonts.push(request.url());
    });
    await useLanguage(page, language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const family = language === 'zh' ? 'noto-sans-sc' : language === 'ja' ? 'noto-sans-jp' : null;
    if (family) {
      expect(fonts.length).toBeGreaterThan(0);
      // Only some of the ~100 character ranges are fetched, all from this server.
      expect(fonts.length).toBeLessThan(80);
      const origin = new URL(page.url()).origin;
      expect(fonts.every((url) => url.includes(family) && url.startsWith(origin))).toBe(true);
      const name = family === 'noto-sans-sc' ? 'Noto Sans SC' : 'Noto Sans JP';
      const used = await page.evaluate(
        (f) =>
          [...document.fonts].some((face) => face.family.includes(f) && face.status === 'loaded'),
        name,
      );
      expect(used).toBe(true);
    } else {
      expect(fonts).toEqual([]);
    }
    await context.close();
  }
});
