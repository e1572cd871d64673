import { useSyncExternalStore } from 'react';
import { safeStorage } from '@/web/lib/safe-storage';
import {
  readConsent,
  saveConsent,
  type ConsentChoice,
  type CookiePreferences,
  type StoredConsent,
} from './consent';

/** What the banner and the preferences dialog show; shared so the footer can reopen the dialog. */
interface ConsentUiState {
  bannerVisible: boolean;
  preferencesOpen: boolean;
  consent: StoredConsent | null;
}

let state: ConsentUiState = { bannerVisible: false, preferencesOpen: false, consent: null };
const listeners = new Set<() => void>();

function update(patch: Partial<ConsentUiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentUi(): ConsentUiState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Shows the banner unless a consent is already stored. */
export function showBannerIfUndecided(): void {
  const consent = readConsent(safeStorage);
  update({ consent, bannerVisible: consent === null });
}

/** The × button: out of the way for this page view, asked again next visit. */
export function hideBannerForNow(): void {
  update({ bannerVisible: false });
}

export function recordConsent(
  choice: ConsentChoice,
  custom?: Omit<CookiePreferences, 'necessary'>,
): void {
  const consent = saveConsent(safeStorage, choice, custom);
  update({ consent, bannerVisible: false, preferencesOpen: false });
}

// Focus after the sheet or the dialog closes (WCAG 2.4.3): back to what opened the dialog when
// it is still on the page, else to the start of the main content, never lost to <body>.
let opener: HTMLElement | null = null;

/** Puts focus back after the banner or the preferences dialog went away. */
export function restoreFocusAfterConsent(): void {
  const target =
    opener?.isConnected && opener.offsetParent !== null
      ? opener
      : document.querySelector<HTMLElement>('main');
  opener = null;
  target?.focus({ preventScroll: target.tagName === 'MAIN' });
}

export function setPreferencesOpen(open: boolean): void {
  if (
    open &&
    document.activeElement instanceof HTMLElement &&
    document.activeElement !== document.body
  )
    opener = document.activeElement;
  update(
    open
      ? { preferencesOpen: true, consent: readConsent(safeStorage) }
      : { preferencesOpen: false },
  );
}
