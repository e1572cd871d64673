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

export function setPreferencesOpen(open: boolean): void {
  update(
    open
      ? { preferencesOpen: true, consent: readConsent(safeStorage) }
      : { preferencesOpen: false },
  );
}
