import { test as base, expect, type Page } from '@playwright/test';

/** Starts a page in the given language (as a returning visitor who chose it) with cookies decided. */
export async function useLanguage(page: Page, language: string, { consent = true } = {}) {
  await page.addInitScript(
    ([lang, decided]) => {
      window.localStorage.setItem('preferredLanguage', lang as string);
      if (decided) {
        window.localStorage.setItem('cookieConsent', 'necessary');
        window.localStorage.setItem('cookiesAccepted', 'true');
      }
    },
    [language, consent] as const,
  );
}

/**
 * Each test is its own visitor: the server under test trusts X-Forwarded-For (TRUST_PROXY, set
 * by global-setup.ts), and every request of a test, from its pages and its API context, carries
 * an address made from the test's id. Per-address rate limits then count one test's requests, as
 * they would count one person's, instead of the whole suite's from 127.0.0.1.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId) });
  },
});

/** A stable address per test id, in 198.18.0.0/15 (reserved for network testing). */
export function visitorAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${(hash >>> 9) & 255}`;
}
export { expect };
