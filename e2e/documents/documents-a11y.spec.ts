import type { Page } from '@playwright/test';
import ar from '@/web/locales/apply/ar.json' with { type: 'json' };
import en from '@/web/locales/apply/en.json' with { type: 'json' };
import { seedSession } from '../support/stored-session';
import { seriousViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/test';
import { createPaidApplication, executableAsPdf, photoJpeg } from './documents-support';

// The documents step with a stored photo and a refused file, at a phone's width: no serious
// axe-core violation, nothing wider than the screen, and right to left in Arabic.

const copies = { en, ar } as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

// A phone's file name, long enough to overflow a row that does not truncate it.
const LONG_NAME = 'IMG_20260412_093015_passport_bio_data_page_scan_final.pdf';

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'ar'] as const) {
  test(`documents step is accessible in ${language}`, async ({ page, request }) => {
    const copy = copies[language].documents;
    await useLanguage(page, language);
    const application = await createPaidApplication(request, 1, language);
    await seedSession(page, application);
    await page.goto('/apply/documents');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    const chooser = (type: 'passport' | 'photo') =>
      page.getByLabel(
        fill(copy.chooseFileFor, {
          type: copy.types[type].title,
          applicant: 'PersonA Traveller',
        }),
      );
    await chooser('photo').setInputFiles(await photoJpeg(page, 'photo.jpg'));
    await expect(
      page.getByRole('img', { name: fill(copy.file.preview, { file: 'photo.jpg' }) }),
    ).toBeVisible();
    // The photo's upload has ended (its toast is up) before the passport goes: a toast that
    // arrived while axe reads the page would be judged mid fade-in. The one heavy-work thread of
    // the e2e server may be busy with another test's passport reading.
    await expect(
      page.getByText(fill(copy.live.finished, { file: 'photo.jpg' }), { exact: true }),
    ).toBeAttached({ timeout: 30_000 });
    await chooser('passport').setInputFiles(executableAsPdf(LONG_NAME));
    // The server's refusal has arrived (its reason describes Remove, and its toast is up):
    // axe then judges the page as the traveller reads it, not a frame of the toast's fade-in.
    await expect(
      page.getByRole('button', {
        name: fill(copy.file.removeNamed, {
          file: LONG_NAME,
          type: copy.types.passport.title,
          applicant: 'PersonA Traveller',
        }),
      }),
    ).toHaveAccessibleDescription(/\S/);
    // The whole name shows, wrapped (not cut, with the rest only in a mouse tooltip).
    const nameBox = page.getByText(LONG_NAME, { exact: true });
    await expect(nameBox).toBeVisible();
    expect(
      await nameBox.evaluate((element) => {
        const line = element.closest('p');
        return line !== null && line.clientWidth > 0 && line.scrollWidth <= line.clientWidth + 1;
      }),
    ).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

/** The live regions (status, alert, aria-live) whose text has `text` in it. */
const liveRegionsWith = (page: Page, text: string) =>
  page.evaluate(
    (text) =>
      [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter(
        (region) =>
          region.getAttribute('aria-live') !== 'off' && (region.textContent ?? '').includes(text),
      ).length,
    text,
  );

test('a refused file: its reason describes the picker and Remove, and is announced once', async ({
  page,
  request,
}) => {
  const copy = en.documents;
  await useLanguage(page, 'en');
  await seedSession(page, await createPaidApplication(request, 1, 'en'));
  await page.goto('/apply/documents');
  const picker = page.getByLabel(
    fill(copy.chooseFileFor, { type: copy.types.passport.title, applicant: 'PersonA Traveller' }),
  );
  // Refused in the browser: a type the service does not take.
  await picker.setInputFiles({
    name: 'notes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK\u0003\u0004 a word document'),
  });
  const reason = 'File "notes.docx" has an invalid type.';
  await expect(picker).toHaveAccessibleDescription(new RegExp(escapeRegExp(reason)));
  await expect(
    page.getByRole('button', {
      name: fill(copy.file.removeNamed, {
        file: 'notes.docx',
        type: copy.types.passport.title,
        applicant: 'PersonA Traveller',
      }),
      exact: true,
    }),
  ).toHaveAccessibleDescription(new RegExp(escapeRegExp(reason)));
  await expect.poll(() => liveRegionsWith(page, reason)).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: reason })).toHaveText(
    new RegExp(`^notes\\.docx was not uploaded: ${escapeRegExp(reason)}`),
  );

  // Refused by the server, by content: a program named .pdf.
  await picker.setInputFiles(executableAsPdf('scan.pdf'));
  const remove = page.getByRole('button', {
    name: fill(copy.file.removeNamed, {
      file: 'scan.pdf',
      type: copy.types.passport.title,
      applicant: 'PersonA Traveller',
    }),
    exact: true,
  });
  await expect(remove).toBeVisible();
  const serverReason = (await remove.getAttribute('aria-describedby'))
    ? await page.locator(`#${await remove.getAttribute('aria-describedby')}`).innerText()
    : '';
  expect(serverReason).not.toBe('');
  await expect(picker).toHaveAccessibleDescription(new RegExp(escapeRegExp(serverReason)));
  await expect.poll(() => liveRegionsWith(page, serverReason)).toBe(1);
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
