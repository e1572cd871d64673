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

export const test = base;
export { expect };
