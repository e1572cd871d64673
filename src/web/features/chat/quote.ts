import { maxApplicants, minApplicants, type ProcessingTime } from '@/domain/visa';
import { keywordPattern, keywordsOf, normalizeForMatching } from './reply-topics';

// A price question that names a number of travellers or a processing speed ("price for 3
// travellers, urgent") gets a quote from the one price function (docs/requirements/support-chat.md).

/** The words for the faster speeds, per language: `chat.speed` in the 'pages' namespace. */
export interface SpeedWords {
  urgent: string;
  superUrgent: string;
}

export interface QuoteRequest {
  travellers: number;
  processingTime: ProcessingTime;
}

/** Digits as people type them: Arabic-Indic, Persian, Devanagari and full-width become 0-9. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    for (const zero of [0x0660, 0x06f0, 0x0966, 0xff10]) {
      if (code >= zero && code <= zero + 9) return String(code - zero);
    }
    return digit;
  });
}

function mentions(text: string, list: string): boolean {
  return keywordsOf(list).some((keyword) => keywordPattern(keyword)?.test(text) ?? false);
}

/**
 * The travellers and the speed a message names, or undefined when it names neither. A number
 * outside 1–10 (a year, a price) is not a number of travellers; without one, one traveller.
 * Super urgent is looked for before urgent, which its words contain.
 */
export function quoteRequest(
  message: string,
  speedTables: readonly SpeedWords[],
): QuoteRequest | undefined {
  const text = normalizeForMatching(asciiDigits(message));
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  const travellers = numbers.find((n) => n >= minApplicants && n <= maxApplicants);
  const superUrgent = speedTables.some((table) => mentions(text, table.superUrgent));
  const urgent = !superUrgent && speedTables.some((table) => mentions(text, table.urgent));
  if (travellers === undefined && !urgent && !superUrgent) return undefined;
  return {
    travellers: travellers ?? minApplicants,
    processingTime: superUrgent ? 'super-urgent' : urgent ? 'urgent' : 'normal',
  };
}
