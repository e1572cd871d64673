import { useLayoutEffect, useRef } from 'react';
import { SECTION_OFFSET_PX } from './use-active-section';

/**
 * Sizes an empty block after the document so that even the last section can be scrolled up to
 * the offset line: without it, the contents links to the final sections would stop short and
 * highlight the wrong entry. Only the missing height is added. Returns the ref for that block.
 */
export function useSectionRunway(lastSectionId: string) {
  const runway = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const spacer = runway.current;
      const last = document.getElementById(lastSectionId);
      if (!spacer || !last) return;
      const current = spacer.offsetHeight;
      const lastTop = last.getBoundingClientRect().top + window.scrollY;
      const belowLastTop = document.documentElement.scrollHeight - current - lastTop;
      const needed = Math.max(0, Math.ceil(window.innerHeight - SECTION_OFFSET_PX - belowLastTop));
      if (needed !== current) spacer.style.height = `${needed}px`;
    };
    measure();
    // Content reflows (language switch, fonts, viewport) change what is needed.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [lastSectionId]);
  return runway;
}
