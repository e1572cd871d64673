import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { supportMessageMessages, type SupportMessageKey } from '@/domain/schemas/support-message';
import en from '@/web/locales/pages/en.json';
import { messageParams } from './form-messages';

describe('contact form messages', () => {
  it('in English read exactly as the schema (and the server) words them', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { pages: en } }, lng: 'en', ns: ['pages'] });
    const t = i18n.getFixedT('en', 'pages');
    for (const [key, text] of Object.entries(supportMessageMessages) as [
      SupportMessageKey,
      string,
    ][]) {
      const params = messageParams[key] ?? {};
      expect(t(`support.form.errors.${key}`, params)).toBe(text);
    }
  });
});
