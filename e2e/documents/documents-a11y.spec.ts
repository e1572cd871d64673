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
    await chooser('passport').setInputFiles(executableAsPdf(LONG_NAME));
    await expect(
      page.getByRole('button', { name: fill(copy.file.removeNamed, { file: LONG_NAME }) }),
    ).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
