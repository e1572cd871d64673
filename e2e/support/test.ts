import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

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
export const test = base.extend<object, { readyBrowser: Browser }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId) });
  },
  // Every page a test opens, in its own context or one it makes, waits after each load until
  // the app answers taps (see waitForApp).
  readyBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without JavaScript nothing takes the page over: nothing to wait for.
        return options?.javaScriptEnabled === false ? context : waitForAppInPages(context);
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(waitForAppInPages(context));
  },
});

/**
 * The public pages arrive prerendered: their buttons are on screen before the JavaScript that
 * makes them work has run, and a click then does nothing (docs/decisions/0024-prerendering.md).
 * After a page of the app loads, wait for <html data-ready>, set once React has taken the page
 * over. Pages that are not the app (no #root: the sandbox checkout, a file) do not wait.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
    undefined,
    { timeout: 20_000 },
  );
}

const patched = new WeakSet<object>();

function waitAfterLoads(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      // A navigation that stops early (waitUntil: 'commit') leaves the waiting to the test.
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
  }
}

function waitForAppInPages(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  context.pages().forEach(waitAfterLoads);
  context.on('page', waitAfterLoads);
  return context;
}

/** A stable address per test id, in 198.18.0.0/15 (reserved for network testing). */
function visitorAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${(hash >>> 9) & 255}`;
}
export { expect };
