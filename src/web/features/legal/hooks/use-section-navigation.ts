import { useCallback, useLayoutEffect, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Following a contents link: scroll the section to the offset line (its scroll-margin-top),
 * move focus to its heading so the keyboard continues from there, and put the anchor in the
 * address bar so the place can be shared and Back returns to the previous one.
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, id: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return; // a new tab or window: leave it to the browser
      }
      const section = document.getElementById(id);
      if (!section) return;
      event.preventDefault();
      section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      section.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
      if (hash !== `#${id}`) void navigate({ hash: id }, { preventScrollReset: true });
    },
    [hash, navigate],
  );
}

/**
 * Opening the page at /page#anchor: the page arrives after its code and copy have loaded, too
 * late for the browser's own jump, so place the section once it is in the document.
 */
export function useLandOnHash() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'auto' });
    // Only on arrival: later hash changes come from the contents links or Back and Forward.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
