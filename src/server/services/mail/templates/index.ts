import { formatDay, getLanguage } from '@/domain/i18n';
import { formatPeriod } from '@/domain/i18n/format-period';
import { formatMoney } from '@/domain/money';
import { siteWords } from '@/domain/site-words';
import { siteConfig, sitePublic } from '@/server/site-config';
import { PermanentMailError } from '../errors';
import { templates, type TemplateContext, type TemplateName } from './definitions';
import { renderHtml, renderText } from './layout';
import { interpolate, mailLanguageFor, mailLocales, type MailLanguage } from './locales';

export { templateNames, type TemplateName } from './definitions';

/** Whether the template's email links back into the application (see TemplateDefinition). */
export function needsResumeLink(template: string): boolean {
  return Object.hasOwn(templates, template) && templates[template as TemplateName].resumeLink;
}

/** Whether the template carries a change link (see TemplateDefinition). */
export function needsChangeLink(template: string): boolean {
  return Object.hasOwn(templates, template) && templates[template as TemplateName].changeLink;
}

/** Whether the template carries a data-rights code (see TemplateDefinition). */
export function needsDataRightsCode(template: string): boolean {
  return Object.hasOwn(templates, template) && templates[template as TemplateName].dataRightsCode;
}

/** Whether that link also opens the uploaded files (see TemplateDefinition). */
export function opensFiles(template: string): boolean {
  return Object.hasOwn(templates, template) && templates[template as TemplateName].opensFiles;
}

export interface RenderEmailInput {
  template: string;
  language: string;
  payload: unknown;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Support mail: replies go to the customer who wrote, not to our own address. */
  replyTo?: string;
  /** The language the email was written in (after falling back to English). */
  language: MailLanguage;
}

export type RenderEmail = (
  input: RenderEmailInput,
  options: { publicUrl: string },
) => RenderedEmail;

function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}

const dateLocales: Record<MailLanguage, string> = {
  en: 'en-GB',
  tr: 'tr-TR',
  hi: 'hi-IN',
  ar: 'ar-u-nu-latn', // Latin digits, matching the application number and amounts
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ru: 'ru-RU',
};

/** The company's legal identity under every email: name, where registered, number, address. */
export function companyLine(): string {
  const { legalName, registeredIn, registrationNumber, vatNumber, address } = siteConfig().company;
  return [legalName, registeredIn, registrationNumber, vatNumber, address.join(', ')]
    .filter((part) => part)
    .join(' · ');
}

/** Renders one outbox email in the applicant's language; throws PermanentMailError when it never could. */
export const renderEmail: RenderEmail = (input, { publicUrl }) => {
  if (!isTemplateName(input.template)) {
    throw new PermanentMailError(`unknown email template '${input.template.slice(0, 60)}'`);
  }
  const definition = templates[input.template];
  const language = definition.englishOnly ? 'en' : mailLanguageFor(input.language);
  const m = mailLocales[language];
  // The agency's name, hours and answer time (the site configuration) fill any string's
  // {{siteName}}, {{openingHours}} and {{answerHours}}.
  const site = siteWords(sitePublic(), language);
  const t = (text: string, values: Record<string, unknown> = {}) =>
    interpolate(text, { ...site, ...values });
  const context: TemplateContext = {
    m,
    t,
    date: (iso) => formatDateTime(iso, dateLocales[language]),
    day: (isoDate) => formatDay(isoDate, language),
    money: (cents, currency) => formatMoney(cents, currency, language),
    period: (period) => formatPeriod(period, language),
    url: (value) => absoluteUrl(value, publicUrl),
    label: (map, key) => (Object.hasOwn(map, key) ? (map[key] ?? key) : key),
  };
  const built = definition.build(input.payload, context);
  // Subjects are headers: user text in them (a support subject) must stay on one line.
  const subject = built.subject.replace(/\s+/g, ' ').trim();
  const layout = {
    lang: language,
    dir: getLanguage(language).dir,
    subject,
    blocks: built.blocks,
    strings: {
      ...m.layout,
      brand: t(m.layout.brand),
      footer: t(m.layout.footer),
      company: companyLine(),
    },
    publicUrl,
  };
  return {
    subject,
    text: renderText(layout),
    html: renderHtml(layout),
    language,
    ...(built.replyTo ? { replyTo: built.replyTo } : {}),
  };
};

function absoluteUrl(value: string, publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(value, `${publicUrl}/`);
  } catch {
    throw new PermanentMailError('invalid link in payload');
  }
  // Never a javascript: or data: link in an email, whatever the payload says.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PermanentMailError('link in payload is not http(s)');
  }
  return url.toString();
}

/** Date and time formatted apart, so no locale's own connector ('at', 'को') clashes with the sentence. */
function formatDateTime(iso: string, locale: string): string {
  const when = new Date(iso);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    when,
  );
  return `${date}, ${time} UTC`;
}
