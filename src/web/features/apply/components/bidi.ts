/**
 * Text in another script inside a right-to-left page keeps its own order only as an isolated
 * run: '+44' would otherwise show as '44+', and 'New Delhi: ... (DEL)' would lose its order.
 */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** Isolated with the direction of its first letter (Latin port names, any translation). */
export const isolateAuto = (text: string) => `\u2068${text}\u2069`;
