import { z } from 'zod';
import { intlLocale } from '@/domain/i18n/intl-locale';
import { languageCodes, type LanguageCode } from '@/domain/i18n/languages';
import { defaultPriceTable, type PriceTable } from '@/domain/pricing';
import { ZPriceTable } from '@/domain/schemas/pricing';

// The agency that runs the site: its names, company details, support contact and hours, and its
// prices. One validated file read at start (SITE_CONFIG, src/server/site-config.ts), today's
// values as defaults; every page, email, the agreement and the legal pages take them from here
// (docs/requirements/site-configuration.md). Translations hold placeholders ({{siteName}},
// {{openingHours}}, {{answerHours}}), never the values.

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)');

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone, such as Europe/London or America/New_York');

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const ZSiteConfig = z
  .object({
    /** The trading name on every page, email and document. */
    name: text(60),
    company: z
      .object({
        /** The registered legal name ('Example Visas Ltd'). */
        legalName: text(120),
        /** Where the company is registered ('England and Wales'), shown as given. */
        registeredIn: text(80),
        registrationNumber: text(40).optional(),
        /** Set when the company is VAT-registered: its receipts are then invoices. */
        vatNumber: text(40).optional(),
        /** The registered office, one line per entry. */
        address: z.array(text(120)).max(6),
      })
      .strict(),
    support: z
      .object({
        email: z.email('must be an email address'),
        phone: z
          .string()
          .trim()
          .regex(
            /^\+[1-9][0-9 ]{5,20}$/,
            'must be an international number, such as +44 20 7946 0958',
          ),
        /** When the phone line is staffed: first and last weekday, opening and closing time. */
        hours: z
          .object({
            from: z.enum(weekdays),
            to: z.enum(weekdays),
            opens: clock,
            closes: clock,
            timeZone,
          })
          .strict()
          .refine((h) => h.opens < h.closes, {
            message: 'opens must be before closes',
            path: ['closes'],
          }),
        /** Within how many hours an email gets its answer. */
        answerWithinHours: z.number().int().min(1).max(240),
      })
      .strict(),
    prices: ZPriceTable,
    /**
     * What the card processor charges us for a payment: a percentage of it plus a fixed amount.
     * A refund before the government submission keeps the traveller's share of it
     * (src/domain/card-fee.ts); 0 and 0, nothing is kept.
     */
    cardProcessingFee: z
      .object({
        percent: z.number().min(0).max(10),
        fixedCents: z.number().int().min(0).max(1000),
      })
      .strict(),
    /**
     * How an amount names its currency: 'narrowSymbol' ($69), 'symbol' (US$69 where the
     * language would mistake $), or 'code' (USD 69).
     */
    currencyDisplay: z.enum(['narrowSymbol', 'symbol', 'code']),
  })
  .strict();

export type SiteConfig = z.infer<typeof ZSiteConfig>;

/** Today's agency: the values the site had before they became configurable. */
export const defaultSiteConfig: SiteConfig = {
  name: 'India e-Visa Online',
  company: { legalName: 'India e-Visa Online', registeredIn: 'United Kingdom', address: [] },
  support: {
    // Placeholders until a real agency configures its own: `.example` is a reserved domain and
    // 020 7946 0xxx a UK range reserved for fiction, so no one real gets a traveller's message.
    email: 'support@india-evisa.example',
    phone: '+44 20 7946 0958',
    hours: {
      from: 'mon',
      to: 'fri',
      opens: '09:00',
      closes: '18:00',
      timeZone: 'America/New_York',
    },
    answerWithinHours: 24,
  },
  prices: defaultPriceTable,
  cardProcessingFee: { percent: 0, fixedCents: 0 },
  currencyDisplay: 'narrowSymbol',
};

/** What the browser needs of the configuration, with the hours already worded per language. */
export interface PublicSite {
  name: string;
  company: SiteConfig['company'];
  support: {
    email: string;
    phone: string;
    /** tel: link target: the number without spaces. */
    phoneHref: string;
    answerWithinHours: number;
    /** The phone line's hours in each language ('Mon–Fri, 9 AM–6 PM Eastern Time'). */
    openingHours: Record<LanguageCode, string>;
  };
  prices: PriceTable;
  cardProcessingFee: SiteConfig['cardProcessingFee'];
  currencyDisplay: SiteConfig['currencyDisplay'];
}

// 2024-01-01 was a Monday: weekday i falls on 2024-01-(1+i).
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day), 12));
const clockDate = (hhmm: string) => new Date(`1970-01-01T${hhmm}:00Z`);

const listComma: Record<string, string> = { ar: '، ', zh: '，', ja: '、' };

/**
 * The phone line's hours as `language` writes them: the weekdays, the times and the time zone's
 * generic name ('Mon–Fri, 9 AM–6 PM Eastern Time'), all from Intl.
 */
export function openingHoursText(hours: SiteConfig['support']['hours'], language: string): string {
  const locale = intlLocale(language);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const days =
    hours.from === hours.to
      ? day.format(weekdayDate(hours.from))
      : `${day.format(weekdayDate(hours.from))}–${day.format(weekdayDate(hours.to))}`;
  // '9 AM' reads well in English; elsewhere a bare hour ('09 – 18') is less clear than '09:00'.
  const whole = language === 'en' && hours.opens.endsWith(':00') && hours.closes.endsWith(':00');
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    ...(whole ? {} : { minute: '2-digit' }),
    timeZone: 'UTC',
  });
  const times = time.formatRange(clockDate(hours.opens), clockDate(hours.closes));
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone: hours.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2024, 0, 15)))
      .find((part) => part.type === 'timeZoneName')?.value ?? hours.timeZone;
  return `${days}${listComma[language] ?? ', '}${times} (${zone})`;
}

/** The browser's copy of the configuration (the server embeds it in every page). */
export function publicSite(config: SiteConfig): PublicSite {
  return {
    name: config.name,
    company: config.company,
    support: {
      email: config.support.email,
      phone: config.support.phone,
      phoneHref: `tel:${config.support.phone.replace(/\s+/g, '')}`,
      answerWithinHours: config.support.answerWithinHours,
      openingHours: Object.fromEntries(
        languageCodes.map((code) => [code, openingHoursText(config.support.hours, code)]),
      ) as Record<LanguageCode, string>,
    },
    prices: config.prices,
    cardProcessingFee: config.cardProcessingFee,
    currencyDisplay: config.currencyDisplay,
  };
}
