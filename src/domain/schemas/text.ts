import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';

// Characters no text field accepts (docs/requirements/product-decisions.md, "Text fields
// refuse ..."). PostgreSQL refuses NUL in text and jsonb, and an unpaired surrogate in a jsonb
// value, so either one reaching the database answered 500 (docs/decisions/0010-hardening.md);
// bidi overrides and isolates let a name display as something else in emails, the staff
// dashboard and the agreement PDF.
//
// With the `u` flag a class of surrogates matches only an unpaired half: a well-formed pair is
// one code point (emoji stay accepted). Unlike String.prototype.isWellFormed (ES2024) this also
// runs in Firefox 114, which Vite's default build target still includes.
//
// Never refused: letters and marks of any script, ZWNJ/ZWJ (U+200C/U+200D) and LRM/RLM
// (U+200E/U+200F), which Arabic, Persian and Indic names legitimately contain, and U+061C
// (Arabic letter mark).
const ALWAYS_REFUSED = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF\uD800-\uDFFF\p{Noncharacter_Code_Point}`;

/** A multi-line field (a textarea) also accepts tab, line feed, carriage return, U+2028/U+2029. */
const MULTI_LINE_REFUSED = new RegExp(`[${ALWAYS_REFUSED}]`, 'u');
/** A single-line field (a name, a number, a subject) refuses every line break and the tab too. */
const SINGLE_LINE_REFUSED = new RegExp(`[${ALWAYS_REFUSED}\\t\\n\\r\\u2028\\u2029]`, 'u');

export type TextKind = 'singleLine' | 'multiLine';

/** True when the text holds a character its kind of field refuses. */
export function hasUnsupportedCharacters(value: string, kind: TextKind): boolean {
  return (kind === 'singleLine' ? SINGLE_LINE_REFUSED : MULTI_LINE_REFUSED).test(value);
}

/** The text without the characters its kind of field refuses (for names we clean, not refuse). */
export function withoutUnsupportedCharacters(value: string, kind: TextKind): string {
  const refused = kind === 'singleLine' ? SINGLE_LINE_REFUSED : MULTI_LINE_REFUSED;
  return value.replace(new RegExp(refused.source, 'gu'), '');
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A zod string that refuses unsupported characters for its kind. The check comes first, on the
 * value as sent (before any trim), so its message wins over a length rule; an empty value has
 * no such character and still gets the field's own 'required' message.
 */
export function textOf(kind: TextKind, params?: StringParams) {
  return z
    .string(params)
    .refine(
      (value) => !hasUnsupportedCharacters(value, kind),
      fieldMessage('validation.invalid_characters'),
    );
}

/** A name, number, email, subject or search: one line of text. */
export const singleLineText = (params?: StringParams) => textOf('singleLine', params);
/** A textarea's text: line breaks and tabs allowed. */
export const multiLineText = (params?: StringParams) => textOf('multiLine', params);
