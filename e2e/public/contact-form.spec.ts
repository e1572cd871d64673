import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, useLanguage } from '../support/test';

// The support page's contact form works for real (the product decisions): the message is stored and
// emailed to support, and the sender gets an acknowledgement, through the outbox. Without
// SMTP_URL the outbox writes each email as an .eml file under DATA_DIR/mail.

async function emailsMentioning(token: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const emails = await Promise.all(
    names.filter((n) => n.endsWith('.eml')).map((n) => readFile(path.join(dir, n), 'utf8')),
  );
  return emails.filter((eml) => eml.includes(token));
}

const header = (eml: string, name: string) =>
  eml.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim();

test('a message is sent, stored and emailed to support and to the sender', async ({ page }) => {
  await useLanguage(page, 'en');
  const token = `E2E${Date.now()}`;
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Ana Traveller');
  await form.getByRole('textbox', { name: 'Email address' }).fill(`ana.${token}@example.com`);
  await form.getByRole('textbox', { name: 'Subject' }).fill(`Photo question ${token}`);
  await form
    .getByRole('textbox', { name: 'Application number (optional)' })
    .fill('visa-ev2026k7qx3m9a');
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Can I take my photo with a phone camera?');
  const response = page.waitForResponse('**/api/support/messages');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await response).status()).toBe(201);

  const confirmation = form.getByRole('status');
  await expect(confirmation).toContainText('Message sent');
  await expect(confirmation).toBeFocused();

  // Both emails leave through the outbox within a few seconds.
  await expect
    .poll(() => emailsMentioning(token).then((e) => e.length), { timeout: 15_000 })
    .toBe(2);
  const emails = await emailsMentioning(token);
  const toSupport = emails.find((e) => header(e, 'Subject')?.startsWith('Support request:'));
  const toSender = emails.find((e) => header(e, 'To') === `ana.${token}@example.com`);
  expect(toSupport && header(toSupport, 'To')).toBe('support@localhost');
  expect(toSupport && header(toSupport, 'Reply-To')).toBe(`ana.${token}@example.com`);
  expect(toSupport).toContain('EV2026K7QX3M9A');
  expect(toSupport).toContain('Can I take my photo with a phone camera?');
  // The acknowledgement goes to an address nobody has verified: it carries our reference and
  // none of the sender's words.
  expect(toSender && header(toSender, 'Subject')).toMatch(
    /^We have received your message \(reference [0-9A-F]{8}\)$/,
  );
  expect(toSender).not.toContain('Photo question');
  expect(toSender).not.toContain('phone camera');
});

test('checks the fields in the browser before sending anything', async ({ page }) => {
  await useLanguage(page, 'en');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/support/messages')) posted = true;
  });
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();

  // The error summary takes focus; its first link leads to the name.
  const name = form.getByRole('textbox', { name: 'Full name' });
  await expect(form.locator('[aria-labelledby="error-summary-title"]')).toBeFocused();
  await form.getByRole('link', { name: 'Please enter your name' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
    'Please enter your email address',
  );
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
    'Please enter a subject',
  );
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    'Please enter your message',
  );

  await form.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
  await form.getByRole('textbox', { name: 'Application number (optional)' }).fill('12345');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
    'Valid email is required',
  );
  await expect(form.locator('#support-applicationNumber-error')).toHaveText(
    /Please enter the application number from your email/,
  );
  expect(posted).toBe(false);
});

test('shows the errors in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'أرسل لنا رسالة' });
  await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(form.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveAccessibleDescription(
    'يُرجى إدخال اسمك',
  );
});

test('refuses a bidi override in the browser, in the visitor’s language, and keeps a ZWNJ', async ({
  page,
}) => {
  await useLanguage(page, 'tr');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/support/messages')) posted = true;
  });
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Bize mesaj gönderin' });
  const name = form.getByRole('textbox', { name: 'Ad soyad' });
  // A Persian name with a zero-width non-joiner (legitimate) in one field, a right-to-left
  // override (refused) in another.
  await name.fill('مهر\u200Cناز Yılmaz');
  const subject = form.getByRole('textbox', { name: 'Konu' });
  await subject.fill('Fotoğraf \u202Efdp.exe');
  await form.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(subject).toHaveAccessibleDescription(
    'Lütfen desteklenmeyen karakterleri (kontrol veya biçimlendirme karakterleri gibi) kaldırın',
  );
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});
