// Where the toast region may sit so that it never covers the focused element (WCAG 2.4.11;
// docs/requirements/accessibility.md, "Toasts"). Pure, so the rule is tested without a browser.

/** 'natural': the usual edge (top on a phone, bottom corner wider); 'hidden': neither is clear. */
export type Placement = 'natural' | 'top' | 'bottom' | 'hidden';

interface Span {
  top: number;
  bottom: number;
}

const overlaps = (a: Span, b: Span) => a.top < b.bottom && b.top < a.bottom;

/**
 * The place for a toast region of `region`'s height and width beside the focused element's
 * `box`, in a window `windowHeight` tall: its usual edge when that is clear, else the other edge
 * when that one is, else hidden. An element taller than the room the toast leaves (<main>, a
 * long panel) can be clear nowhere and is never wholly covered: the toast stays where it is.
 */
export function clearPlacement(
  box: Span & { left: number; right: number },
  region: { height: number; left: number; right: number },
  windowHeight: number,
  naturalIsTop: boolean,
): Placement {
  if (box.right <= region.left || region.right <= box.left) return 'natural';
  const atTop = { top: 0, bottom: region.height };
  const atBottom = { top: windowHeight - region.height, bottom: windowHeight };
  const [natural, other] = naturalIsTop ? [atTop, atBottom] : [atBottom, atTop];
  if (!overlaps(box, natural)) return 'natural';
  if (!overlaps(box, other)) return naturalIsTop ? 'bottom' : 'top';
  const visible = Math.min(box.bottom, windowHeight) - Math.max(box.top, 0);
  return visible > windowHeight - region.height ? 'natural' : 'hidden';
}
