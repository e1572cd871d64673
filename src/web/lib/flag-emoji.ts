let supported: boolean | undefined;

/**
 * Whether this platform draws flag emoji. Windows and some Linux desktops show the two
 * regional-indicator letters instead, which looks broken, so we hide flags there. A drawn flag
 * is one glyph; two letters are about twice as wide as one.
 */
export function supportsFlagEmoji(): boolean {
  if (supported !== undefined) return supported;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return (supported = false);
    context.font = '32px sans-serif';
    const pair = context.measureText('\u{1F1EC}\u{1F1E7}').width;
    const single = context.measureText('\u{1F1EC}').width;
    supported = pair > 0 && pair < single * 1.5;
  } catch {
    supported = false;
  }
  return supported;
}

/** Adds `no-flag-emoji` to <html> when flags cannot be drawn (styles.css hides them). */
export function markFlagEmojiSupport(): void {
  document.documentElement.classList.toggle('no-flag-emoji', !supportsFlagEmoji());
}
