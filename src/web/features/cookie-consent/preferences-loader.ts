import { i18n } from '@/web/i18n/i18n';

// The preferences dialog (Radix Dialog and Checkbox, most of the consent code) and its words
// download only when it opens, and start as soon as a visitor points at or focuses a button that
// opens it.
export const loadPreferences = async () => {
  const [dialog] = await Promise.all([
    import('./cookie-preferences-dialog'),
    // A namespace that fails to load falls back to English per key.
    i18n.loadNamespaces('cookies').catch(() => undefined),
  ]);
  return dialog;
};

/** Fetches the preferences dialog's code ahead of the click that opens it. */
export function preloadPreferences(): void {
  loadPreferences().catch(() => undefined); // offline: opening it tries again
}
