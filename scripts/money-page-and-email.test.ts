import { beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '@/server/services/mail/templates';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';

// A price is written one way (src/domain/money.ts) on the pages and in the emails: a German
// visitor sees the same amount in the same form on the site and in the confirmation email.

const confirmation = (language: string, totalAmount: number) =>
  renderEmail(
    {
      template: 'application-confirmation',
      language,
      payload: { ...samplePayloads['application-confirmation'], totalAmount },
    },
    { publicUrl: 'https://evisa.example' },
  );

// The pages' formatter, loaded as the web loads it. Its module graph needs Vite's client types
// (import.meta.glob), which the node typecheck of this folder does not have, so the specifier is
// a variable (the typecheck does not follow it) and its one function is typed here.
const webMoney = '@/web/lib/money';
let formatPrice: (cents: number, language: string) => string;
beforeAll(async () => {
  ({ formatPrice } = (await import(webMoney)) as { formatPrice: typeof formatPrice });
});

describe('money on the pages and in the emails', () => {
  it('a German page and the German email show the same amount in the same form', () => {
    const page = formatPrice(139_600, 'de');
    expect(page).toBe('1.396\u00a0$');
    const email = confirmation('de', 139_600);
    expect(email.language).toBe('de');
    expect(email.text).toContain(page);
    expect(email.html).toContain(page);
  });

  it('so does every other language', () => {
    for (const language of ['en', 'tr', 'ar', 'fr', 'ru', 'hi']) {
      expect(confirmation(language, 25_850).text).toContain(formatPrice(25_850, language));
    }
  });
});
