import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusArrivingPage } from '@/web/lib/focus';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * After every navigation: scroll to the top (or to the #fragment) and move focus to the new
 * page's heading (docs/requirements/accessibility.md, "Focus"), so keyboard and screen-reader
 * users start at the new page rather than the old link.
 */
export function NavigationEffects() {
  const { pathname, hash } = useLocation();
  const previous = useRef(`${pathname}${hash}`);

  useEffect(() => {
    const current = `${pathname}${hash}`;
    if (previous.current === current) return; // first render: the browser has placed us already
    previous.current = current;

    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior });
    return focusArrivingPage();
  }, [pathname, hash]);

  return null;
}
