import { useEffect, useLayoutEffect, useRef } from 'react';

// Focus that always lands somewhere sensible (WCAG 2.4.3; docs/requirements/accessibility.md,
// "Focus"): back on what opened a dialog, or on the page's heading when that is gone; never on
// <body>, where the next Tab starts again at "Skip to main content".

/**
 * The heading that names what is on screen: one marked `data-page-heading` (a wizard step's
 * heading, which says more than the wizard's h1), else the page's h1.
 */
function pageHeading(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  return (
    main?.querySelector<HTMLElement>('[data-page-heading]') ??
    main?.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('h1')
  );
}

/** Focus on a heading, made focusable by script only (it is not a stop for Tab). */
function focusHeading(heading: HTMLElement, options?: FocusOptions): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus(options);
}

/** The page's heading (see pageHeading), or <main> when there is none, takes focus. */
function focusPageHeading(): void {
  const heading = pageHeading();
  if (heading) return focusHeading(heading);
  document.querySelector<HTMLElement>('main')?.focus();
}

/**
 * After a move to another page: focus on the new page's heading, so a screen reader says where
 * the visitor is and the next Tab starts in the content. A page still loading (a lazy route, a
 * fetch) has no heading yet: <main> holds focus until it comes, then hands it over, unless the
 * visitor has moved focus meanwhile. Gives up after `waitMs`.
 */
export function focusArrivingPage(waitMs = 10_000): () => void {
  const main = document.querySelector<HTMLElement>('main');
  const heading = pageHeading();
  if (heading || !main) {
    if (heading) focusHeading(heading, { preventScroll: true });
    return () => undefined;
  }
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const arrived = pageHeading();
    if (!arrived) return;
    stop();
    if (document.activeElement === main) focusHeading(arrived, { preventScroll: true });
  });
  const timer = window.setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/** Focus back on `element` when it is still on the page and can take it; else the heading. */
function returnFocus(element: Element | null): void {
  if (
    element instanceof HTMLElement &&
    element !== document.body &&
    element.isConnected &&
    !element.matches(':disabled')
  ) {
    element.focus();
    if (document.activeElement === element) return;
  }
  focusPageHeading();
}

/**
 * For a Radix dialog that opens from a button without Dialog.Trigger: remembers what had focus
 * when `open` became true (before the dialog moves focus inside, which it does in a later
 * effect) and returns focus there when it closes. Spread the result onto Dialog.Content.
 */
export function useReturnFocus(open: boolean): { onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return {
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      returnFocus(opener.current);
    },
  };
}

const inDialog = (element: Element) =>
  element.closest('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * When the focused element leaves the page (a decided traveller's buttons, a list refetched,
 * a form replaced by the next step), focus goes to the page heading instead of <body>. Dialogs
 * return focus themselves (useReturnFocus).
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element && !inDialog(event.target) ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (!last || last.isConnected) return;
      last = null;
      const active = document.activeElement;
      if (active === null || active === document.body) focusPageHeading();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}

/**
 * A ref for the heading of a step that replaces the previous one on the same page (the staff
 * sign-in's code, enrolment and recovery-code steps): it takes focus when it mounts, so a screen
 * reader announces the new step and the next Tab starts there. Give the heading tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
