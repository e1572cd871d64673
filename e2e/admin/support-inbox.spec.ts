import type { TApplicationView } from '@/domain/schemas';
import { createApplicationViaApi } from '../support/applications-api';
import { header, waitForEmail } from '../support/outbox';
import { E2E_INBOX } from '../support/staff';
import { expect, test, useLanguage } from '../support/test';
import { enrolReviewer } from './journey-support';

// The support inbox (docs/requirements/support-inbox.md) against the real server: a traveller
// writes through the contact form quoting their application number; a staff member finds the
// conversation linked to the application, replies and closes it; the reply leaves through the
// outbox with the reference and a Reply-To of the support mailbox, and the application's
// timeline shows the conversation. A question the chat cannot answer reaches the same inbox.

test('a contact message reaches the inbox, is answered by email and closed, and shows on the timeline', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const created = await createApplicationViaApi(request);
  const view = (await (
    await request.get(`/api/applications/${created.id}`, {
      headers: { authorization: `Bearer ${created.accessToken}` },
    })
  ).json()) as TApplicationView;
  const subject = `Photo question ${Date.now()}`;

  let reference = '';
  let conversationUrl = '';
  await test.step('the traveller writes, quoting the application number', async () => {
    await page.goto('/support');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ana Traveller');
    await form.getByRole('textbox', { name: 'Email address' }).fill(view.email);
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form
      .getByRole('textbox', { name: 'Application number (optional)' })
      .fill(view.applicationNumber);
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Can I take my photo with a phone camera?');
    const response = page.waitForResponse('**/api/support/messages');
    await form.getByRole('button', { name: 'Send message' }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    reference = ((await answer.json()) as { reference: string }).reference;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await expect(page.getByText(new RegExp(`Your reference: .?${reference}`))).toBeVisible();
  });

  let chatReference = '';
  await test.step('the chat sends a conversation it cannot answer to the team', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with support' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    const input = chat.getByRole('textbox', { name: 'Your message' });
    await input.fill('Can I bring a drone into India?');
    await input.press('Enter');
    await expect(chat.getByRole('log')).toContainText('I am an automatic assistant');
    const handoff = chat.getByRole('form', { name: 'Send this conversation to our team' });
    await handoff.getByRole('textbox', { name: 'Your name' }).fill('Ana Chat');
    await handoff.getByRole('textbox', { name: 'Your email' }).fill(view.email);
    const response = page.waitForResponse('**/api/support/messages');
    await handoff.getByRole('button', { name: 'Send to the team' }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    chatReference = ((await answer.json()) as { reference: string }).reference;
    await expect(chat.getByRole('log')).toContainText(
      new RegExp(`Sent to our team, reference .?${chatReference}`),
    );
    await expect(handoff).toBeHidden();
    await expect(input).toBeFocused();
  });

  await test.step('staff see it on the dashboard and in the inbox, linked', async () => {
    await enrolReviewer(page, E2E_INBOX);
    const counts = page.getByRole('region', { name: 'Support inbox' });
    await expect(counts).toContainText(/\d+ open conversations?/);
    await counts.getByRole('link', { name: 'Open the support inbox' }).click();
    await expect(page).toHaveURL(/\/admin\/support$/);
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Can I take my photo with a phone camera?')).toBeVisible();
    await expect(page.getByRole('link', { name: view.applicationNumber })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: reference })).toBeVisible();
  });

  await test.step('the chat’s conversation is in the inbox with its transcript', async () => {
    await page.getByRole('link', { name: 'Back to the support inbox' }).click();
    const row = page.getByRole('listitem').filter({ hasText: chatReference });
    await expect(row).toContainText('from the chat');
    await row.getByRole('link', { name: 'Chat conversation' }).click();
    await expect(page.getByText(/You: Can I bring a drone into India\?/)).toBeVisible();
    await expect(page.getByText(/Assistant: I am an automatic assistant/)).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: subject }).click();
  });

  await test.step('a reply that is too short is refused under its field', async () => {
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Yes');
    await page.getByRole('button', { name: 'Send and close' }).click();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Please enter a message of at least 10 characters.')).toBeVisible();
  });

  await test.step('staff reply and close', async () => {
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Your photo');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Yes, a phone photo is fine: plain light background, no shadows.');
    await page.getByRole('button', { name: 'Send and close' }).click();
    await expect(page.getByText(`Reply sent to ${view.email}`).first()).toBeVisible();
    await expect(page.getByText('Reply by e2e-inbox')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  });

  await test.step('the reply leaves through the outbox with the reference and Reply-To', async () => {
    const eml = await waitForEmail(
      (m) => header(m, 'Subject') === `Your photo (reference ${reference})`,
    );
    expect(header(eml, 'To')).toBe(view.email);
    expect(header(eml, 'Reply-To')).toBe('support@localhost');
    expect(eml).toContain('phone photo is fine');
    expect(eml).not.toContain('Can I take my photo');
  });

  await test.step('the conversation is closed and on the application’s timeline', async () => {
    await page.getByRole('link', { name: 'Back to the support inbox' }).click();
    await page.getByRole('button', { name: 'Closed', exact: true }).click();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await page.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(/\/admin\/support\?id=/);
    conversationUrl = page.url();
    await page.getByRole('link', { name: view.applicationNumber }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Traveller wrote to support')).toBeVisible();
    await expect(timeline.getByText('Replied to the traveller’s message')).toBeVisible();
    await expect(timeline.getByText('Closed a support conversation')).toBeVisible();
    await expect(
      timeline.getByText(new RegExp(`Support conversation .?${reference}`)).first(),
    ).toBeVisible();
  });

  await test.step('the conversation reads on a phone in Arabic', async () => {
    await useLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(conversationUrl);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة فتح' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('conversation-ar-390.png'), fullPage: true });
  });
});
