import { defaultPriceTable, formatUsd } from '@/domain/pricing';
import { expect, test, useLanguage } from '../support/test';

// The support chat (specification sections 2, 4 and 9): canned replies made in the browser.

const allPrices = [
  ...defaultPriceTable.serviceFeeTiersCents.map((tier) => tier.cents),
  defaultPriceTable.governmentFeeCents,
  defaultPriceTable.processingFeeCents.urgent,
  defaultPriceTable.processingFeeCents['super-urgent'],
  defaultPriceTable.travelInsuranceCents,
  defaultPriceTable.travelEsimCents,
].map(formatUsd);

test.describe('support chat', () => {
  test('connects, answers a price question from the price table, and badges replies while minimised', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Chat with support' });
    await expect(launcher).toBeVisible();
    // Record each change of the message box's disabled state as it happens, so the one-second
    // 'Connecting' state is checked exactly, without racing a busy machine's polling.
    await page.evaluate(() => {
      const trace: { disabled: boolean; status: string; at: number }[] = [];
      (window as unknown as { chatTrace: typeof trace }).chatTrace = trace;
      new MutationObserver(() => {
        // The typing indicator may show for less time than a busy machine takes to poll.
        if (document.querySelector('[role="log"]')?.textContent?.includes('Support is typing…')) {
          (window as unknown as { sawTyping: boolean }).sawTyping = true;
        }
        const box = document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea');
        if (!box || trace.at(-1)?.disabled === box.disabled) return;
        const status = document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
        trace.push({ disabled: box.disabled, status, at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await launcher.click();

    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat).toBeVisible();
    const input = chat.getByRole('textbox', { name: 'Your message' });
    await expect(chat.getByRole('status')).toHaveText('Online');
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    const trace = await page.evaluate(
      () =>
        (window as unknown as { chatTrace: { disabled: boolean; status: string; at: number }[] })
          .chatTrace,
    );
    expect(trace.map(({ disabled, status }) => ({ disabled, status }))).toEqual([
      { disabled: true, status: 'Connecting…' },
      { disabled: false, status: 'Online' },
    ]);
    expect(trace[1]!.at - trace[0]!.at).toBeGreaterThanOrEqual(900);
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('listitem')).toHaveCount(1); // the greeting

    // Empty messages are ignored; Shift+Enter starts a new line instead of sending.
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await input.fill('How much does');
    await input.press('Shift+Enter');
    await input.pressSequentially('the e-Visa cost?');
    await expect(input).toHaveValue('How much does\nthe e-Visa cost?');
    await expect(log.getByRole('listitem')).toHaveCount(1);

    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(log.getByRole('listitem')).toHaveCount(2);
    const reply = log.getByRole('listitem').nth(2);
    await expect(reply).toBeVisible();
    await expect(log).not.toContainText('Support is typing…');
    // It showed while the reply was on its way (recorded as it happened, above).
    expect(
      await page.evaluate(() => (window as unknown as { sawTyping?: boolean }).sawTyping),
    ).toBe(true);
    for (const price of allPrices) await expect(reply).toContainText(price);

    // A question, then Escape: the reply arrives while the chat is minimised.
    await input.fill('What documents do I need?');
    await input.press('Enter');
    await input.press('Escape');
    await expect(chat).toBeHidden();
    const badged = page.getByRole('button', { name: 'Chat with support, 1 unread message' });
    await expect(badged).toBeVisible();
    await expect(badged).toBeFocused();
    await expect(badged).toContainText('1');

    await badged.click();
    await expect(chat).toBeVisible();
    await expect(log.getByRole('listitem')).toHaveCount(5);
    await expect(log.getByRole('listitem').nth(4)).toContainText('passport');
    await chat.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();
  });

  test('answers in Arabic, right to left, with the same prices', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/visa-types');
    await page.getByRole('button', { name: 'تحدث مع الدعم' }).click();
    const chat = page.getByRole('dialog', { name: 'محادثة الدعم' });
    const input = chat.getByRole('textbox', { name: 'رسالتك' });
    await expect(input).toBeEnabled();
    await input.fill('كم سعر التأشيرة؟');
    await input.press('Enter');
    const reply = chat.getByRole('log').getByRole('listitem').nth(2);
    for (const price of allPrices) await expect(reply).toContainText(price);
    // English keywords work in every language; the answer stays in Arabic.
    await input.fill('Which documents do I need?');
    await input.press('Enter');
    await expect(chat.getByRole('log').getByRole('listitem').nth(4)).toContainText('جواز سفر');
    // The panel sits at the inline end: the left edge in right-to-left.
    const box = await chat.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width / 2).toBeLessThan(width / 2);

    // Closing ends the conversation; opening again starts afresh.
    await chat.getByRole('button', { name: 'إغلاق المحادثة' }).click();
    await page.getByRole('button', { name: 'تحدث مع الدعم' }).click();
    await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(1);
  });

  test('can be opened from the support page and stays out of the wizard', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/support');
    await page.getByRole('button', { name: 'Start a chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
    await page.goto('/apply');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Chat with support/ })).toHaveCount(0);
  });
});
