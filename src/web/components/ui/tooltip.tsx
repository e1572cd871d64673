import type { ReactNode } from 'react';

/**
 * The app-wide tooltip slot (app.tsx). It holds no Radix code: Radix Tooltip and its popper weigh
 * about 6 KB gzip, and no page shows a tooltip. A page that gets tooltips wraps them in Radix's
 * own provider with the delays of specification section 9 (open after 700 ms, 300 ms to move
 * between tooltips), so Radix downloads with that page
 * (docs/decisions/0022-first-page-javascript.md).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return children;
}
