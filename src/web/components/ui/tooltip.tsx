import type { ReactNode } from 'react';

/** Delays from specification section 9: open after 700 ms, 300 ms to move between tooltips without waiting. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * The app-wide tooltip slot (app.tsx). It holds no Radix code: Radix Tooltip and its popper weigh
 * about 6 KB gzip, and no page shows a tooltip on first load. A page with tooltips puts them in a
 * `TooltipGroup` (tooltip-group.tsx), which brings Radix with that page's own code.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return children;
}
