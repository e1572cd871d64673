/**
 * localStorage that never throws: private browsing modes and blocked storage raise on access,
 * and a visitor should still be able to use the site (their choices just are not remembered).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const safeStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage is unavailable or full; the choice lasts for this page view only.
    }
  },
};
