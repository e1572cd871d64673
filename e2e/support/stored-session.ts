import type { Page } from '@playwright/test';
import { todayIso } from '@/domain/dates';
import { expect } from './test';

// The wizard's browser tests: the application a browser holds, as the local-storage contract
// defines it ('evisa.application': at least id, applicationNumber and accessToken).

export const today = () => todayIso(new Date());
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** An application as the API created it: what the browser stores and the API calls need. */
export interface ApiApplication {
  id: string;
  applicationNumber: string;
  accessToken: string;
}

const SESSION_KEY = 'evisa.application';

/** The application the browser holds in local storage. */
export async function storedSession(page: Page): Promise<ApiApplication & Record<string, unknown>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(raw).toBeTruthy();
  return JSON.parse(raw ?? '{}') as ApiApplication & Record<string, unknown>;
}

/** Seeds exactly the three fields the local-storage contract guarantees. */
export async function seedSession(page: Page, created: ApiApplication) {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string))
        localStorage.setItem(key as string, value as string);
    },
    [
      SESSION_KEY,
      JSON.stringify({
        id: created.id,
        applicationNumber: created.applicationNumber,
        accessToken: created.accessToken,
      }),
    ] as const,
  );
}
