/**
 * The staff token lives in sessionStorage under one key: it ends with the browser tab, so a
 * shared office computer does not keep staff signed in (docs/decisions/0009-staff-sign-in.md).
 */
export const STAFF_TOKEN_KEY = 'staffToken';
const EXPIRED_KEY = 'staffSessionExpired';

export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: staff simply cannot stay signed in across pages
  }
}

export function createStaffSession(store: () => SessionStore | undefined = browserStore) {
  // The dashboard re-renders when the token comes or goes (a 401 anywhere clears it).
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    token: (): string | null => store()?.getItem(STAFF_TOKEN_KEY) ?? null,
    save(token: string) {
      const s = store();
      s?.setItem(STAFF_TOKEN_KEY, token);
      s?.removeItem(EXPIRED_KEY);
      changed();
    },
    /** Signs out locally; `expired` makes the login page say 'Session expired'. */
    clear({ expired = false }: { expired?: boolean } = {}) {
      const s = store();
      s?.removeItem(STAFF_TOKEN_KEY);
      if (expired) s?.setItem(EXPIRED_KEY, '1');
      changed();
    },
    wasExpired: (): boolean => store()?.getItem(EXPIRED_KEY) === '1',
    forgetExpired() {
      store()?.removeItem(EXPIRED_KEY);
    },
  };
}

export const staffSession = createStaffSession();
