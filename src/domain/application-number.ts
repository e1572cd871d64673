// Application numbers: 'EV' + 4-digit year + 8 random characters, e.g. EV2026K7QX3M9A.
// The alphabet leaves out 0/O and 1/I, which people misread when typing the number from an
// email. It has exactly 32 symbols, so the low 5 bits of a random byte pick one without
// modulo bias: 8 characters carry 40 random bits. Randomness comes from the server
// (crypto.getRandomValues); this module only maps bytes to characters.

export const applicationNumberAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const applicationNumberRandomLength = 8;

const RANDOM_PART = new RegExp(
  `^[${applicationNumberAlphabet}]{${applicationNumberRandomLength}}$`,
);
const APPLICATION_NUMBER = new RegExp(
  `^EV\\d{4}[${applicationNumberAlphabet}]{${applicationNumberRandomLength}}$`,
);

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Year must have 4 digits, got ${year}`);
  }
}

export function formatApplicationNumber(year: number, random8: string): string {
  assertYear(year);
  if (!RANDOM_PART.test(random8)) {
    throw new RangeError(
      `Random part must be ${applicationNumberRandomLength} characters of ${applicationNumberAlphabet}`,
    );
  }
  return `EV${year}${random8}`;
}

/** Maps the first 8 bytes to characters; pass bytes from a cryptographic random source. */
export function applicationNumberFromBytes(year: number, bytes: Uint8Array): string {
  if (bytes.length < applicationNumberRandomLength) {
    throw new RangeError(
      `Need at least ${applicationNumberRandomLength} random bytes, got ${bytes.length}`,
    );
  }
  let random = '';
  for (const byte of bytes.subarray(0, applicationNumberRandomLength)) {
    // 256 is a multiple of 32, so every symbol is equally likely.
    random += applicationNumberAlphabet.charAt(byte & 31);
  }
  return formatApplicationNumber(year, random);
}

export function isApplicationNumber(value: string): boolean {
  return APPLICATION_NUMBER.test(value);
}

/** The prefix the done screen and the emails show before the number (specification section 2). */
const DISPLAY_PREFIX = 'VISA-';

/** What a person typed or pasted ('  ev2026k7qx3m9a ', 'VISA-EV2026...') as a canonical number. */
export function normalizeApplicationNumber(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(new RegExp(`^${DISPLAY_PREFIX}`), '');
}

/** The done screen shows `VISA-<number>`, or 'N/A' when there is none (specification section 2). */
export function displayApplicationNumber(applicationNumber: string | null | undefined): string {
  return applicationNumber ? `${DISPLAY_PREFIX}${applicationNumber}` : 'N/A';
}
