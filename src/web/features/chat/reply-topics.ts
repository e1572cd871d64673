// Which answer a visitor's message gets (docs/requirements/support-chat.md). The keywords are copy: they live in the 'pages' namespace (`chat.keywords.<topic>`) of every
// translated language as comma-separated lists, so translators own them and the translation
// check sees them. A message is matched against the visitor's language and English.

/**
 * In order of precedence: when two topics match equally often, the earlier one answers. A
 * request for a person comes first; the topics named like the support page's questions
 * (`faqQuestions` in src/web/lib/faq.ts) answer with that question's answer.
 */
export const chatTopics = [
  'person',
  'refund',
  'cost',
  'time',
  'visaTypes',
  'documents',
  'payment',
  'status',
  'group',
  'change',
  'official',
  'contact',
  'help',
  'greetings',
] as const;
export type ChatTopic = (typeof chatTopics)[number];

/**
 * What an assistant message says: the welcome, a topic's answer, the fallback, or the
 * confirmation that the conversation went to the team.
 */
export type ChatReply = 'welcome' | ChatTopic | 'fallback' | 'sent';

export type KeywordTable = Readonly<Record<ChatTopic, string>>;

const WORD = '[\\p{L}\\p{M}\\p{N}]';

/**
 * Folds what people type inconsistently: case, Latin accents (so 'odeme' finds 'ödeme'),
 * Arabic diacritics and letter variants (أ/إ/آ, ة/ه, ى/ي), the Devanagari nukta and
 * chandrabindu, and every run of punctuation or space.
 */
export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/ٱ/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[^\p{L}\p{M}\p{N}*]+/gu, ' ')
    .trim();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One keyword as a pattern: whole words by default; '*' stands for any letters, so 'document*'
 * finds 'documents' and '*تأشير*' finds 'التأشيرة'.
 */
export function keywordPattern(keyword: string): RegExp | undefined {
  const normalized = normalizeForMatching(keyword);
  if (normalized.replace(/\*/g, '').trim() === '') return undefined;
  const body = normalized
    .split('*')
    .map((part) => escapeRegExp(part).replace(/ /g, '\\s+'))
    .join(`${WORD}*`);
  return new RegExp(`(?<!${WORD})${body}(?!${WORD})`, 'u');
}

export function keywordsOf(list: string): string[] {
  return list
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

const compiled = new Map<string, RegExp[]>();

function patternsFor(list: string): RegExp[] {
  let patterns = compiled.get(list);
  if (!patterns) {
    patterns = keywordsOf(list).flatMap((k) => keywordPattern(k) ?? []);
    compiled.set(list, patterns);
  }
  return patterns;
}

/**
 * The topic whose keywords occur most often in the message (each distinct keyword counts
 * once, across all tables given: the visitor's language and English); 'fallback' when none.
 */
export function matchTopic(
  message: string,
  tables: readonly KeywordTable[],
): ChatTopic | 'fallback' {
  const text = normalizeForMatching(message);
  if (text === '') return 'fallback';
  let best: ChatTopic | 'fallback' = 'fallback';
  let bestScore = 0;
  for (const topic of chatTopics) {
    const patterns = new Set(tables.flatMap((table) => patternsFor(table[topic] ?? '')));
    let score = 0;
    for (const pattern of patterns) if (pattern.test(text)) score += 1;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}
