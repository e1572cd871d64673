import { useEffect, useState } from 'react';

/** How far below the top of the viewport a section lands when its contents link is followed. */
export const SECTION_OFFSET_PX = 120;
// A section counts as reached a little before its top meets the offset line, so rounding and
// sub-pixel layout never leave the previous section highlighted after a jump.
const REACHED_SLACK_PX = 8;

/**
 * The id of the section being read: the last one, in document order, whose top has scrolled up
 * to the offset line. Scroll position rather than IntersectionObserver, so a short section
 * between two long ones is still highlighted once it has been reached.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const key = ids.join(' ');
  const [active, setActive] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    const order = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = order[0];
      for (const id of order) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= SECTION_OFFSET_PX + REACHED_SLACK_PX) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return active;
}
