import type { ReactNode } from 'react';
import { useHydrated } from '@/web/lib/use-hydrated';

/**
 * Holds a form's controls on a prerendered page (docs/decisions/0024-prerendering.md): disabled
 * until React has adopted the HTML, so a tap or a keystroke before then is not lost and never
 * submits the form natively (a GET that would put the answers in the address). Laid out as if
 * it were not there (display: contents).
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
