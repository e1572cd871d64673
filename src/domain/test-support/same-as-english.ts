/**
 * Words a translation may keep exactly as English has them: the brand, codes and a few words
 * that are spelled the same in some of our languages. A translated string identical to the
 * English one is accepted only when every word it has left, after removing {{placeholders}},
 * the brand and punctuation, is on this list; anything else is English left behind
 * (docs/decisions/0020-ten-languages.md).
 */
const BRAND = 'India e-Visa Online';

const sameAsEnglishWords: ReadonlySet<string> = new Set([
  // Codes and names that are written the same in every language.
  'e-Visa',
  'SAARC',
  'USD',
  'UTC',
  'IP',
  'PDF',
  'JPEG',
  'PNG',
  'TOTP',
  'India',
  'Türkiye',
  // Words that are the same in German, Spanish or French.
  'Actions',
  'Administrator',
  'Support',
  'Chat',
  'Confirmation',
  'Contact',
  'Conversation',
  'Documents',
  'Force',
  'Important',
  'Introduction',
  'majeure',
  'Message',
  'Notification',
  'Pages',
  'Photo',
  'Service',
  'Taxes',
  'Urgent',
  'Error',
  'Marketing',
  'Name',
  'No',
  'Normal',
  'Optional',
  'Religion',
  'Status',
  'Total',
]);

/** True when `text` (equal to its English source) holds nothing but allowed words. */
export function mayMatchEnglish(text: string): boolean {
  const words = text
    .replaceAll(BRAND, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => /\p{L}/u.test(word));
  return words.every((word) => sameAsEnglishWords.has(word));
}
