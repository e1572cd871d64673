import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '@/domain/money';
import { calculatePrice, defaultPriceTable, lowestFeeVisa } from '@/domain/pricing';
import { expect, test, useLanguage } from '../support/test';

// The support chat (docs/requirements/support-chat.md): automatic answers from the support
// page's questions and answers, quotes from the price function, and an honest hand-off. The
// hand-off reaching the staff's inbox is tested with the inbox (e2e/admin/support-inbox.spec.ts).

/** Three travellers, urgent processing, on the visa the quote prices: as the server would. */
function quoteFor(travellers: number, language: string) {
  const price = calculatePrice(
    {
      ...lowestFeeVisa(undefined, defaultPriceTable),
      numberOfApplicants: travellers,
      processingTime: 'urgent',
      travelInsurance: false,
      travelEsim: false,
    },
    defaultPriceTable,
  );
  return {
    total: formatMoney(price.totalAmount, 'USD', language),
    each: formatMoney(price.perApplicant.total, 'USD', language),
  };
}

const words = {
  en: {
    page: '/',
    launcher: 'Chat with support',
    dialog: 'Support chat',
    input: 'Your message',
    person: 'Talk to a person',
    handoff: 'Send this conversation to our team',
    close: 'Close chat',
    questions: {
      refund: ['Can I get a refund?', 'Service fees are not refundable'],
      price: ['What is the price for 3 travellers, urgent?', 'travellers: 3'],
      documents: ['Which documents do I need?', 'passport'],
      status: ['How do I check the status of my application?', 'Track Status'],
    },
    fallback: ['Can I bring a drone?', 'I am an automatic assistant'],
  },
  ar: {
    page: '/visa-types',
    launcher: 'تحدث مع الدعم',
    dialog: 'محادثة الدعم',
    input: 'رسالتك',
    person: 'التحدث إلى شخص',
    handoff: 'أرسل هذه المحادثة إلى فريقنا',
    close: 'إغلاق المحادثة',
    questions: {
      refund: ['هل يمكنني استرداد المبلغ؟', 'رسوم الخدمة'],
      price: ['كم السعر لـ ٣ مسافرين مستعجل؟', 'عدد المسافرين: 3'],
      documents: ['ما المستندات المطلوبة؟', 'جواز'],
      status: ['كيف أتتبع حالة طلبي؟', 'تتبع'],
    },
    fallback: ['هل يمكنني إحضار طائرة مسيّرة؟', 'أنا مساعد آلي'],
  },
} as const;

async function ask(input: Locator, log: Locator, question: string): Promise<Locator> {
  const before = await log.getByRole('listitem').count();
  await input.fill(question);
  await input.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(before + 2);
  return log.getByRole('listitem').nth(before + 1);
}

/** Nothing on the page says a person is there: no presence, no typing. */
async function claimsNobodyOnline(page: Page, chat: Locator) {
  await expect(chat).not.toContainText(/online|typing|متصل|يكتب/i);
  expect(await page.locator('[class*="animate-pulse"], [class*="animate-bounce"]').count()).toBe(0);
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language];
  test(`${language}: answers refunds, a quote, documents and status; offers a person honestly`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto(w.page);
    await page.getByRole('button', { name: w.launcher }).click();
    const chat = page.getByRole('dialog', { name: w.dialog });
    const input = chat.getByRole('textbox', { name: w.input });
    const log = chat.getByRole('log');
    // The welcome at once, the message box ready: nobody is "connecting".
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    await claimsNobodyOnline(page, chat);

    for (const [topic, [question, expected]] of Object.entries(w.questions)) {
      const answer = await ask(input, log, question);
      await expect(answer, topic).toContainText(expected);
    }
    // The quote is the price function's, total and per traveller, in this language's format.
    const quote = log.getByRole('listitem').nth(4);
    const { total, each } = quoteFor(3, language);
    await expect(quote).toContainText(total);
    await expect(quote).toContainText(each);
    // The refund answer is the support page's, not the payment answer.
    await expect(log.getByRole('listitem').nth(2)).not.toContainText('3-D Secure');

    // Empty messages are ignored; Shift+Enter starts a new line.
    const count = await log.getByRole('listitem').count();
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('a');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('a\n');
    await expect(log.getByRole('listitem')).toHaveCount(count);

    // A question it cannot answer: said so, and the team offered with when they answer.
    const fallback = await ask(input, log, w.fallback[0]);
    await expect(fallback).toContainText(w.fallback[1]);
    await expect(fallback).toContainText('24');
    await expect(chat.getByRole('form', { name: w.handoff })).toBeVisible();
    await expect(chat.getByRole('button', { name: w.person })).toHaveCount(0);
    await claimsNobodyOnline(page, chat);

    if (language === 'ar') {
      // The panel sits at the inline end: the left edge in right-to-left.
      const box = await chat.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(box && box.x + box.width / 2).toBeLessThan(width / 2);
    }

    // Escape minimises and returns focus to the button; closing ends the conversation.
    await input.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: w.launcher })).toBeFocused();
    await page.getByRole('button', { name: w.launcher }).click();
    await expect(log.getByRole('listitem')).toHaveCount(count + 2);
    await chat.getByRole('button', { name: w.close }).click();
    await page.getByRole('button', { name: w.launcher }).click();
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await chat.getByRole('button', { name: w.person }).click();
    await expect(chat.getByRole('form', { name: w.handoff })).toBeVisible();
  });
}

test('the form asks for a name and a valid email before anything is sent', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/support');
  await page.getByRole('button', { name: 'Start a chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await chat.getByRole('button', { name: 'Talk to a person' }).click();
  const form = chat.getByRole('form', { name: 'Send this conversation to our team' });
  await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/support/messages')) posted += 1;
  });
  await form.getByRole('textbox', { name: 'Your email' }).fill('not an email');
  await form.getByRole('button', { name: 'Send to the team' }).click();
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Your email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(posted).toBe(0);

  // The chat stays out of the wizard.
  await page.goto('/apply');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Chat with support/ })).toHaveCount(0);
});
