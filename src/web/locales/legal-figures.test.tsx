import { cardFeeText } from '@/domain/card-fee';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageCodes, type LanguageCode } from '@/domain/i18n';
import { liabilityMinimum } from '@/domain/liability';
import type * as Liability from '@/domain/liability';
import { formatMoney } from '@/domain/money';
import { defaultPriceTable, governmentFees, serviceFeeTiers } from '@/domain/pricing';
import { refundTerms } from '@/domain/refund-policy';
import type * as RefundPolicy from '@/domain/refund-policy';
import { retentionPeriods } from '@/domain/retention';
import type * as Retention from '@/domain/retention';
import { defaultSiteConfig } from '@/domain/site-config';

import { processingTimeFacts, touristValidities } from '@/domain/visa';
import type * as Visa from '@/domain/visa';
import { AgreementText } from '@/web/features/apply/agreement/agreement-text';
import {
  PrivacyPolicyPage,
  RefundPolicyPage,
  SecurityPolicyPage,
  TermsConditionsPage,
  TermsOfServicePage,
} from '@/web/features/legal';
import { i18n, initPrerenderI18n } from '@/web/i18n/i18n';
import { formatPrice } from '@/web/lib/money';
import { touristValidityName } from '@/web/lib/tourist-validity';

const supportAnswerHours = defaultSiteConfig.support.answerWithinHours;

// The product decisions ("Refunds and liability"): the refund window, the review and arrival
// times, the travel insurance cut-off and the liability come from the domain
// (src/domain/refund-policy.ts, src/domain/liability.ts), never from figures typed into a
// translation. This renders every legal page, and the service agreement the wizard shows, in
// every language: once with the real terms, where each figure must be the domain's, and once with
// other terms, where each figure must follow them and no figure of the old terms may be left.

// The domain's terms, as objects the test can change for the second rendering.
vi.mock('@/domain/refund-policy', async (importOriginal) => {
  const actual = await importOriginal<typeof RefundPolicy>();
  return { ...actual, refundTerms: structuredClone(actual.refundTerms) };
});
vi.mock('@/domain/visa', async (importOriginal) => {
  const actual = await importOriginal<typeof Visa>();
  return { ...actual, processingTimeFacts: structuredClone(actual.processingTimeFacts) };
});
vi.mock('@/domain/retention', async (importOriginal) => {
  const actual = await importOriginal<typeof Retention>();
  return { ...actual, retentionPeriods: { ...actual.retentionPeriods } };
});
vi.mock('@/domain/liability', async (importOriginal) => {
  const actual = await importOriginal<typeof Liability>();
  return { ...actual, liabilityMinimum: { ...actual.liabilityMinimum } };
});

type RefundTerms = {
  requestWindowDays: number;
  reviewBusinessDays: { min: number; max: number };
  arrivalBusinessDays: { min: number; max: number };
  insuranceCutoffDays: number;
};
type Terms = { refund: RefundTerms; liabilityPence: number };

const realTerms: Terms = {
  refund: structuredClone(refundTerms),
  liabilityPence: liabilityMinimum.pence,
};
/** Terms no copy could contain by accident: each figure is a number the pages use nowhere else. */
const otherTerms: Terms = {
  refund: {
    requestWindowDays: 731,
    reviewBusinessDays: { min: 811, max: 823 },
    arrivalBusinessDays: { min: 911, max: 929 },
    insuranceCutoffDays: 613,
  },
  liabilityPence: 456_700,
};

function setTerms(terms: Terms) {
  Object.assign(refundTerms as RefundTerms, structuredClone(terms.refund));
  (liabilityMinimum as { pence: number }).pence = terms.liabilityPence;
}

type Fact = 'refundWindow' | 'refundReview' | 'refundArrival' | 'insuranceCutoff' | 'liability';

/** A fact as the copy must state it under `terms`, worded by the language's own plural forms. */
function stated(fact: Fact, terms: Terms, language: string, namespace: 'legal' | 'apply'): string {
  if (fact === 'liability') {
    return formatMoney(terms.liabilityPence, liabilityMinimum.currency, language);
  }
  const prefix = namespace === 'legal' ? 'figures' : 'agreement.text.figures';
  const t = i18n.getFixedT(language, namespace);
  const words = (count: number, min?: number) =>
    t(`${prefix}.${fact}` as 'figures.refundWindow', { count, min });
  const { refund } = terms;
  switch (fact) {
    case 'refundWindow':
      return words(refund.requestWindowDays);
    case 'refundReview':
      return words(refund.reviewBusinessDays.max, refund.reviewBusinessDays.min);
    case 'refundArrival':
      return words(refund.arrivalBusinessDays.max, refund.arrivalBusinessDays.min);
    case 'insuranceCutoff':
      return words(refund.insuranceCutoffDays);
  }
}

interface LegalText {
  name: string;
  path: string;
  page: () => ReactElement;
  namespace: 'legal' | 'apply';
  /** The parts that speak of refunds or liability, by an attribute of their element. */
  scopes: string[];
  /** The facts those parts state. */
  facts: Fact[];
  /** Other numbers those parts may show: what each one is. */
  otherNumbers?: (language: string) => { numbers: number[]; strings: string[] };
}

/** The refund policy's fee table: group sizes and processing days from the domain, amounts. */
/** The government fees, one per e-Tourist validity and one for the other visas, and the validities' names. */
function governmentFeeStrings(language: string) {
  return [
    ...governmentFees(defaultPriceTable).map(({ cents }) => formatPrice(cents, language)),
    ...touristValidities.map((validity) => touristValidityName(validity, language)),
  ];
}

function feeTableNumbers(language: string) {
  const table = defaultPriceTable;
  const amounts = [
    ...serviceFeeTiers(table).map((tier) => tier.cents),
    table.processingFeeCents.urgent,
    table.processingFeeCents['super-urgent'],
    table.travelInsuranceCents,
    table.travelEsimCents,
  ];
  return {
    numbers: [
      ...serviceFeeTiers(table).flatMap((tier) => [tier.from, tier.to]),
      ...Object.values(processingTimeFacts).flatMap((speed) =>
        'minDays' in speed ? [speed.minDays, speed.maxDays] : [],
      ),
      // "We acknowledge your request within 24 hours": support's answer time, not a refund term.
      supportAnswerHours,
    ],
    strings: [
      ...amounts.map((cents) => formatPrice(cents, language)),
      ...governmentFeeStrings(language),
    ],
  };
}

const legalTexts: LegalText[] = [
  {
    name: 'privacy policy',
    path: '/privacy-policy',
    page: () => <PrivacyPolicyPage />,
    namespace: 'legal',
    scopes: [],
    facts: [],
  },
  {
    name: 'terms of service',
    path: '/terms-of-service',
    page: () => <TermsOfServicePage />,
    namespace: 'legal',
    scopes: ['id="refunds"', 'id="limitation"'],
    facts: ['refundWindow', 'liability'],
  },
  {
    name: 'terms and conditions',
    path: '/terms-conditions',
    page: () => <TermsConditionsPage />,
    namespace: 'legal',
    scopes: ['id="liability"', 'id="refunds"'],
    facts: ['liability'],
  },
  {
    name: 'security policy',
    path: '/security-policy',
    page: () => <SecurityPolicyPage />,
    namespace: 'legal',
    scopes: [],
    facts: [],
  },
  {
    name: 'refund policy',
    path: '/refund-policy',
    page: () => <RefundPolicyPage />,
    namespace: 'legal',
    scopes: [
      'aria-labelledby="refund-summary"',
      'id="fees"',
      'id="optional-services"',
      'id="request-process"',
      'id="timeframes"',
      'id="notes"',
    ],
    facts: ['refundWindow', 'refundReview', 'refundArrival', 'insuranceCutoff'],
    otherNumbers: feeTableNumbers,
  },
  {
    name: 'service agreement (/legal-agreement and the wizard)',
    path: '/legal-agreement',
    page: () => <AgreementText />,
    namespace: 'apply',
    scopes: ['id="agreement-s6"', 'id="agreement-s8"'],
    facts: ['refundWindow', 'refundReview', 'refundArrival', 'insuranceCutoff', 'liability'],
    // The sections' own numbers: "6. Cancellations and refunds", "8. Liability".
    // The configured card processing fee, which section 6 states ('0%' by default).
    otherNumbers: (language) => ({
      numbers: [6, 8],
      strings: [
        ...governmentFeeStrings(language),
        cardFeeText(defaultSiteConfig.cardProcessingFee, 'USD', language),
      ],
    }),
  },
];

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: ' ',
};
/** Words and spaces as they read: tags gone, entities decoded, every kind of space one space. */
const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => entities[name] ?? match)
    .replace(/\s+/g, ' ');

/** The element whose opening tag carries `attribute`, with all it contains. */
function element(html: string, attribute: string): string {
  const at = html.indexOf(` ${attribute}`);
  if (at < 0) throw new Error(`no element with ${attribute}`);
  const open = html.lastIndexOf('<', at);
  const tag = /^<(\w+)/.exec(html.slice(open))?.[1] ?? '';
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  tags.lastIndex = open;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(open, tags.lastIndex);
  }
  throw new Error(`${attribute}: the element does not end`);
}

/** Arabic-Indic, Persian, Devanagari and full-width digits read as Latin ones. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = [0x0660, 0x06f0, 0x0966, 0xff10].find((base) => code >= base && code <= base + 9);
    return String(code - (zero ?? code));
  });

const numbersIn = (text: string) => (latinDigits(text).match(/\d+/g) ?? []).map(Number);

const withoutAll = (text: string, parts: readonly string[]) =>
  parts.reduce((rest, part) => rest.split(readable(part)).join(' '), text);

/** Words that name pounds sterling in any of the languages: only the domain's amount may follow. */
const POUNDS = /£|GBP|sterlin|\bpounds?\b|pfund|\blibras?\b|фунт|英镑|英ポンド|جنيه|إسترليني|पाउंड/i;

async function render(text: LegalText, language: LanguageCode, terms: Terms) {
  setTerms(terms);
  await i18n.changeLanguage(language);
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[text.path]}>{text.page()}</MemoryRouter>,
  );
  const scoped = text.scopes.map((scope) => readable(element(html, scope))).join(' ');
  return { page: readable(html), scoped };
}

beforeAll(async () => {
  await initPrerenderI18n();
  for (const language of languageCodes) {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(['translation', 'legal', 'apply']);
  }
});

afterEach(() => setTerms(realTerms));

describe.each(legalTexts)('the $name', (text) => {
  it.each([...languageCodes])(
    'states each refund and liability figure as the domain sets it (%s)',
    async (language) => {
      const facts = (terms: Terms) =>
        text.facts.map((fact) => [fact, stated(fact, terms, language, text.namespace)] as const);
      const other = text.otherNumbers?.(language) ?? { numbers: [], strings: [] };

      // The real terms: each figure is the domain's, and no other number stands beside them.
      const real = await render(text, language, realTerms);
      for (const [fact, words] of facts(realTerms)) {
        expect(real.scoped, `${fact} as ${words}`).toContain(readable(words));
      }
      const realFigures = facts(realTerms).map(([, words]) => words);
      const left = numbersIn(withoutAll(real.scoped, [...realFigures, ...other.strings]));
      expect(left.filter((n) => !other.numbers.includes(n))).toEqual([]);

      // Other terms: every figure follows them, and none of the real ones is left behind.
      const changed = await render(text, language, otherTerms);
      for (const [fact, words] of facts(otherTerms)) {
        expect(changed.scoped, `${fact} as ${words}`).toContain(readable(words));
      }
      // (Other things the parts name may read alike: "e-Tourist visa, 30 days" beside a
      // 30-day refund window. They are taken out first.)
      const changedFacts = withoutAll(changed.scoped, other.strings);
      for (const [fact, words] of facts(realTerms)) {
        expect(changedFacts, `${fact} still typed as ${words}`).not.toContain(readable(words));
      }
      const otherFigures = facts(otherTerms).map(([, words]) => words);
      const stray = numbersIn(withoutAll(changed.scoped, [...otherFigures, ...other.strings]));
      expect(stray.filter((n) => !other.numbers.includes(n))).toEqual([]);

      // Anywhere on the page, an amount in pounds is the domain's liability and nothing else.
      const liability = stated('liability', otherTerms, language, text.namespace);
      expect(withoutAll(changed.page, [liability])).not.toMatch(POUNDS);
    },
  );
});

// The processing times the terms of service ("Delivery of the service") and the agreement
// (section 5) state come from the domain (processingTimeFacts in src/domain/visa.ts): changed
// there, they change on the page, and no other number of the section moves.
type Speeds = { normal: { min: number; max: number }; urgent: { min: number; max: number } };
const realSpeeds: Speeds = {
  normal: { min: processingTimeFacts.normal.minDays, max: processingTimeFacts.normal.maxDays },
  urgent: { min: processingTimeFacts.urgent.minDays, max: processingTimeFacts.urgent.maxDays },
};
const otherSpeeds: Speeds = { normal: { min: 701, max: 709 }, urgent: { min: 601, max: 603 } };

function setSpeeds(speeds: Speeds) {
  for (const speed of ['normal', 'urgent'] as const) {
    Object.assign(processingTimeFacts[speed], {
      minDays: speeds[speed].min,
      maxDays: speeds[speed].max,
    });
  }
}

const order = (speeds: Speeds) => [
  speeds.normal.min,
  speeds.normal.max,
  speeds.urgent.min,
  speeds.urgent.max,
];

function legalText(path: string): LegalText {
  const text = legalTexts.find((candidate) => candidate.path === path);
  if (!text) throw new Error(`no legal text at ${path}`);
  return text;
}

const processingTexts = [
  { text: legalText('/terms-of-service'), scope: 'id="shipping"' },
  { text: legalText('/legal-agreement'), scope: 'id="agreement-s5"' },
];

describe.each(processingTexts)('the processing times of the $text.name', ({ text, scope }) => {
  afterEach(() => setSpeeds(realSpeeds));

  it.each([...languageCodes])('follow the domain (%s)', async (language) => {
    const numbers = async (speeds: Speeds) => {
      setSpeeds(speeds);
      await i18n.changeLanguage(language);
      const html = renderToStaticMarkup(
        <MemoryRouter initialEntries={[text.path]}>{text.page()}</MemoryRouter>,
      );
      return numbersIn(readable(element(html, scope)));
    };
    const real = await numbers(realSpeeds);
    const changed = await numbers(otherSpeeds);
    // The same numbers in the same places, but for the four figures, which are the domain's.
    expect(changed).toHaveLength(real.length);
    const moved = real.flatMap((n, index) => (changed[index] === n ? [] : [[n, changed[index]]]));
    expect(moved).toEqual(order(realSpeeds).map((n, index) => [n, order(otherSpeeds)[index]]));
  });
});

// The privacy policy's retention periods ("How long we keep information") are the ones the
// purge job applies (src/domain/retention.ts): changed there, each changes on the page, in every
// language, and no other number of the section moves.
type Periods = Record<keyof typeof retentionPeriods, number>;
const realPeriods: Periods = { ...retentionPeriods };
const otherPeriods: Periods = {
  unpaidDays: 317,
  unpaidReminderDaysBefore: 43,
  documentsAfterDecisionDays: 611,
  personalDetailsAfterTravelDays: 487,
  sentEmailDays: 271,
  supportMessageYears: 7,
};
const setPeriods = (periods: Periods) => Object.assign(retentionPeriods as Periods, periods);
const byNumber = (pairs: number[][]) => [...pairs].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);

describe('the retention periods of the privacy policy', () => {
  afterEach(() => setPeriods(realPeriods));

  it.each([...languageCodes])("are the purge job's (%s)", async (language) => {
    const numbers = async (periods: Periods) => {
      setPeriods(periods);
      await i18n.changeLanguage(language);
      const html = renderToStaticMarkup(
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <PrivacyPolicyPage />
        </MemoryRouter>,
      );
      return numbersIn(readable(element(html, 'id="data-retention"')));
    };
    const real = await numbers(realPeriods);
    const changed = await numbers(otherPeriods);
    expect(changed).toHaveLength(real.length);
    const moved = real.flatMap((n, index) => (changed[index] === n ? [] : [[n, changed[index]!]]));
    const stated = (
      [
        'unpaidDays',
        'unpaidReminderDaysBefore',
        'documentsAfterDecisionDays',
        'personalDetailsAfterTravelDays',
        'sentEmailDays',
        'supportMessageYears',
      ] as const
    ).map((key) => [realPeriods[key], otherPeriods[key]]);
    expect(byNumber(moved)).toEqual(byNumber(stated));
  });
});

describe('the check', () => {
  it('finds the element of a scope with everything nested in it', () => {
    const html =
      '<main><section id="a"><p>1</p><section id="b">2</section><p>3</p></section><p>4</p></main>';
    expect(readable(element(html, 'id="a"'))).toBe(' 1 2 3 ');
    expect(readable(element(html, 'id="b"'))).toBe(' 2 ');
  });

  it('reads digits of other scripts as numbers', () => {
    expect(numbersIn('٣٠ يومًا, ३० दिन, ３０日, 30 days')).toEqual([30, 30, 30, 30]);
  });
});
