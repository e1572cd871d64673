import type { HTMLAttributes } from 'react';

// Text in another script inside a right-to-left page keeps its own order only as an isolated
// run: '+44' would otherwise show as '44+', '1 × $69' as '$69 × 1', and 'New Delhi (DEL)' would
// lose its order. This file is the one place that isolates: strings (option labels, chat
// replies, interpolated values) get Unicode isolates, markup gets an element with dir="ltr".

const LRI = '\u2066'; // left-to-right isolate
const FSI = '\u2068'; // first-strong isolate: the direction of its first letter
const PDI = '\u2069'; // pop directional isolate

/** A left-to-right run (a phone number, an email, a price) inside any text. */
export const isolateLtr = (text: string) => `${LRI}${text}${PDI}`;

/** Isolated with the direction of its first letter (Latin port names, any translation). */
export const isolateAuto = (text: string) => `${FSI}${text}${PDI}`;

type LtrTag = 'span' | 'bdi' | 'p' | 'dd' | 'code';

/**
 * Markup that reads left to right on every page: figures, codes and references. `as` keeps the
 * element the layout needs (a block `p` or `dd` also aligns to the left in Arabic).
 */
export function Ltr({ as: Tag = 'span', ...props }: { as?: LtrTag } & HTMLAttributes<HTMLElement>) {
  return <Tag {...props} dir="ltr" />;
}
