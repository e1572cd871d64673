import { ORIGIN_PLACEHOLDER } from '@/domain/prerender-origin';

/** The origin pages are served from (the placeholder while prerendering, with no window). */
export const siteOrigin = (): string =>
  typeof window === 'undefined' ? ORIGIN_PLACEHOLDER : window.location.origin;

/**
 * Removes the prerendered <title>, description and canonical link (marked data-prerender) that
 * React has replaced with its own; one React adopted as its own has no twin and stays.
 */
export function dropPrerenderedHead(): void {
  if (typeof document === 'undefined') return;
  for (const element of document.head.querySelectorAll('[data-prerender]')) {
    const twin =
      element.tagName === 'TITLE'
        ? 'title:not([data-prerender])'
        : element.tagName === 'META'
          ? `meta[name="${element.getAttribute('name') ?? ''}"]:not([data-prerender])`
          : `link[rel="${element.getAttribute('rel') ?? ''}"]:not([data-prerender])`;
    if (document.head.querySelector(twin)) element.remove();
  }
}
