import { expect, test, useLanguage } from '../support/test';
import { seriousViolations } from '../support/axe';

// Zero serious or critical violations on the public pages this feature owns, in English and
// Arabic, including the states a visitor opens: the chat, an FAQ answer, form errors.

const labels = {
  en: {
    chat: 'Chat with support',
    send: 'Send message',
    person: 'Talk to a person',
    handoff: 'Send this conversation to our team',
    faq: 'How much does it cost?',
  },
  ar: {
    chat: 'تحدث مع الدعم',
    send: 'إرسال الرسالة',
    person: 'التحدث إلى شخص',
    handoff: 'أرسل هذه المحادثة إلى فريقنا',
    faq: 'كم التكلفة؟',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility of the public pages (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    for (const path of ['/', '/visa-types', '/requirements', '/processing', '/support']) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open chat, and its hand-off to the team', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: labels[language].chat }).click();
      const chat = page.getByRole('dialog');
      await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await chat.getByRole('button', { name: labels[language].person }).click();
      await expect(chat.getByRole('form', { name: labels[language].handoff })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('an open FAQ answer and the form with errors', async ({ page }) => {
      await page.goto('/support');
      const question = page.getByRole('button', { name: labels[language].faq });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: labels[language].send }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
