import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';
import { APPLICATION_ID, APPLICATION_NUMBER, MINIMAL_PDF, mockStaffApi, PNG_1PX } from './fixtures';

// Where focus lands (WCAG 2.4.3; docs/requirements/accessibility.md, "Focus"), driven by the
// keyboard against the mocked staff API: every staff dialog gives focus back to the button that
// opened it, or to the page heading once that button is gone (a decision removes Approve and
// Reject); a busy button keeps focus; each sign-in step's heading takes focus as it replaces the
// last. In English and in Arabic, with the names read from the translations.

type Messages = Record<string, Record<string, unknown>>;
const messages = (language: string) =>
  JSON.parse(readFileSync(`src/web/locales/admin/${language}.json`, 'utf8')) as Messages;
const text = (m: Messages, path: string, params: Record<string, string> = {}) => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Messages)[key], m);
  return String(value).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
};

async function openDetail(page: Page) {
  await page.goto(`/admin/applications/${APPLICATION_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: APPLICATION_NUMBER })).toBeVisible();
}

/** Puts focus on `name`'s button and presses Enter, as a keyboard user would after tabbing. */
async function press(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  return button;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`focus in the staff screens (${language})`, () => {
    const m = messages(language);
    const t = (path: string, params?: Record<string, string>) => text(m, path, params);
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('approve: Escape, Cancel and Close return to Approve; after approving, the heading', async ({
      page,
    }) => {
      await mockStaffApi(page);
      await openDetail(page);
      const dialog = page.getByRole('dialog');
      const approve = await press(page, t('actions.approve'));
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(approve).toBeFocused();

      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: t('actions.cancel') }).focus();
      await page.keyboard.press('Enter');
      await expect(approve).toBeFocused();

      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: t('detail.documents.close') }).focus();
      await page.keyboard.press('Enter');
      await expect(approve).toBeFocused();

      await page.keyboard.press('Enter');
      await dialog
        .getByLabel(t('actions.approveDialog.fileLabel'))
        .setInputFiles({ name: 'e-visa.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      await dialog.getByRole('button', { name: t('actions.approveDialog.submit') }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: t('actions.approve'), exact: true }),
      ).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test('reject: Escape returns to Reject; after rejecting, the heading', async ({ page }) => {
      await mockStaffApi(page);
      await openDetail(page);
      const dialog = page.getByRole('dialog');
      const reject = await press(page, t('actions.reject'));
      await page.keyboard.press('Escape');
      await expect(reject).toBeFocused();

      await page.keyboard.press('Enter');
      const reason = dialog.getByLabel(t('actions.rejectDialog.reasonLabel'));
      await reason.focus();
      await page.keyboard.type('The passport scan cannot be read; please apply again.');
      await dialog.getByRole('button', { name: t('actions.rejectDialog.submit') }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: t('actions.reject'), exact: true }),
      ).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test('email and preview return to their buttons; a busy Download all keeps focus', async ({
      page,
    }) => {
      await mockStaffApi(page);
      await openDetail(page);
      const dialog = page.getByRole('dialog');
      const email = await press(page, t('actions.email'));
      await page.keyboard.press('Escape');
      await expect(email).toBeFocused();

      await page.keyboard.press('Enter');
      await dialog.getByLabel(t('actions.emailDialog.subjectLabel')).focus();
      await page.keyboard.type('Your photo');
      await dialog.getByLabel(t('actions.emailDialog.messageLabel')).focus();
      await page.keyboard.type('Please send a photo with a white background.');
      await dialog.getByRole('button', { name: t('actions.emailDialog.submit') }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(email).toBeFocused();

      const preview = await press(
        page,
        t('detail.documents.previewOf', { name: 'jane-photo.png' }),
      );
      await expect(dialog.getByRole('img')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(preview).toBeFocused();

      // While the ZIP is being prepared the button says so and keeps focus.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        `**/api/admin/applications/${APPLICATION_ID}/download-all`,
        async (route) => {
          await held;
          await route.fulfill({ status: 200, contentType: 'application/zip', body: PNG_1PX });
        },
      );
      const downloadAll = await press(page, t('detail.documents.downloadAll'));
      const busy = page.getByRole('button', { name: t('detail.documents.downloadingAll') });
      await expect(busy).toHaveAttribute('aria-disabled', 'true');
      await expect(busy).toBeFocused();
      release();
      await expect(downloadAll).toBeFocused();
    });

    test("each traveller's dialogs return focus to the button that opened them", async ({
      page,
    }) => {
      const mock = await mockStaffApi(page);
      const traveller = (id: string, position: number, firstName: string) => ({
        id,
        position,
        firstName,
        lastName: 'Doe',
        outcome: 'pending' as const,
        refusalReason: null,
        eVisaFileName: null,
        eVisaSize: null,
        decidedBy: null,
        decidedAt: null,
        govSubmittedAt: null,
        govReference: null,
        govSubmittedBy: null,
        govFeeRefundedAt: null,
        rulesRefund: 0,
        rulesCardFeeKept: 0,
        refunded: 0,
      });
      mock.current = {
        ...mock.current,
        travellers: [traveller('trav_1', 0, 'Jane'), traveller('trav_2', 1, 'John')],
      };
      await openDetail(page);
      const dialog = page.getByRole('dialog');
      for (const key of [
        'travellers.approve',
        'travellers.refuse',
        'travellers.requestChanges',
        'travellers.recordSubmission',
      ]) {
        // The second traveller's, so a return to the first one's would show.
        const opener = await press(page, t(key, { name: 'John Doe' }));
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: t('actions.cancel'), exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      }
    });

    test('each sign-in step takes focus on its heading', async ({ page }) => {
      await page.route('**/api/admin/login', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            challenge: 'challenge-1',
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
            enrol: {
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              otpauthUrl: 'otpauth://totp/e2e',
              qrCode: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
            },
          }),
        }),
      );
      await page.route('**/api/admin/login/totp', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            token: 'mock-staff-token-'.padEnd(43, 'y'),
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            recoveryCodes: Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-000${i}`),
          }),
        }),
      );
      await page.goto('/admin/login');
      await page.getByLabel(t('login.username')).focus();
      await page.keyboard.type('e2e-admin');
      await page.keyboard.press('Tab');
      await page.keyboard.type('a password of some length');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: t('enrol.heading') })).toBeFocused();

      await page.getByLabel(t('code.label')).focus();
      await page.keyboard.type('123456');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: t('recovery.heading') })).toBeFocused();
      // Unavailable until the codes are saved, yet reachable: a keyboard user hears why.
      const next = page.getByRole('button', { name: t('recovery.continue') });
      await next.focus();
      await expect(next).toBeFocused();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });
}
