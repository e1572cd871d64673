// The sandbox gateway's test cards, listed on its page. Any other number is refused, so nobody
// types a real card into a page that only pretends to charge it.

export type TestCardBehaviour = 'succeeds' | 'declined' | 'requires_3ds';

export interface TestCard {
  number: string;
  behaviour: TestCardBehaviour;
  description: string;
}

export const sandboxTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', behaviour: 'succeeds', description: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', behaviour: 'declined', description: 'Card is declined' },
  {
    number: '4000 0027 6000 3184',
    behaviour: 'requires_3ds',
    description: 'Asks for 3-D Secure authentication',
  },
];

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  cardName?: string;
}

export type CardCheck =
  | { ok: true; behaviour: TestCardBehaviour }
  | { ok: false; errors: Partial<Record<keyof CardForm, string>> };

const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** Validates the form like a gateway would, then maps the number to its test behaviour. */
export function checkCard(form: CardForm, now: Date = new Date()): CardCheck {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  const number = digitsOf(form.cardNumber);
  const card = sandboxTestCards.find((c) => digitsOf(c.number) === number);
  if (!/^\d{12,19}$/.test(number)) errors.cardNumber = 'Enter a valid card number.';
  else if (!card) errors.cardNumber = 'This sandbox accepts only the test cards listed below.';
  if (!isFutureExpiry(form.expiry ?? '', now))
    errors.expiry = 'Enter a future expiry date as MM/YY.';
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim()))
    errors.cvc = 'Enter the 3 or 4 digit security code.';
  if ((form.cardName ?? '').trim().length < 2) errors.cardName = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0 || !card) return { ok: false, errors };
  return { ok: true, behaviour: card.behaviour };
}

function isFutureExpiry(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card is valid through the last day of its expiry month.
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
