import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '@/domain/staff-sessions';

/**
 * The staff token lives in sessionStorage under one key: it ends with the browser tab, so a
 * shared office computer does not keep staff signed in (docs/decisions/0009-staff-sign-in.md).
 * Beside it: when the session started and when the server last heard from this tab (to warn
 * before it ends), and the drafts of unsent messages, kept across a re-sign-in by the same
 * person (docs/requirements/accessibility.md, "Staff sessions").
 */
export const STAFF_TOKEN_KEY = 'staffToken';
const EXPIRED_KEY = 'staffSessionExpired';
const STARTED_KEY = 'staffSessionStarted';
const TOUCHED_KEY = 'staffSessionTouched';
const OWNER_KEY = 'staffDraftOwner';
const DRAFT_PREFIX = 'staffDraft:';

export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

function browserStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: staff simply cannot stay signed in across pages
  }
}

const numberAt = (store: SessionStore | undefined, key: string) => {
  const value = Number(store?.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

export function createStaffSession(
  store: () => SessionStore | undefined = browserStore,
  now: () => number = Date.now,
) {
  // The dashboard re-renders when the token comes or goes (a 401 anywhere clears it) and when
  // the server hears from this tab (the session's end moves).
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // How this tab's last session ended, for the login page's way back (memory only).
  let signedOutByChoice = false;
  const draftKeys = (s: SessionStore) => {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    return keys;
  };
  const dropDrafts = (s: SessionStore) => {
    for (const key of draftKeys(s)) s.removeItem(key);
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    token: (): string | null => store()?.getItem(STAFF_TOKEN_KEY) ?? null,
    /**
     * Signed in as `username`. Drafts left by someone else in this tab go; the same person
     * signing in again after their session ended finds theirs.
     */
    save(token: string, username: string) {
      const s = store();
      if (!s) return;
      if (s.getItem(OWNER_KEY) !== username) dropDrafts(s);
      s.setItem(OWNER_KEY, username);
      s.setItem(STAFF_TOKEN_KEY, token);
      s.setItem(STARTED_KEY, String(now()));
      s.setItem(TOUCHED_KEY, String(now()));
      s.removeItem(EXPIRED_KEY);
      signedOutByChoice = false;
      changed();
    },
    /** The server accepted a call sent at `sentAt`: the idle period starts again from then. */
    touched(sentAt: number) {
      const s = store();
      if (!s?.getItem(STAFF_TOKEN_KEY)) return;
      // A token from before these keys (an older page in this tab) starts its count now.
      if (numberAt(s, STARTED_KEY) === undefined) s.setItem(STARTED_KEY, String(sentAt));
      if (sentAt <= (numberAt(s, TOUCHED_KEY) ?? 0)) return;
      s.setItem(TOUCHED_KEY, String(sentAt));
      changed();
    },
    /** When the server last heard from this tab (ms since the epoch, this browser's clock). */
    touchedAt: (): number | undefined => numberAt(store(), TOUCHED_KEY),
    /**
     * When the session ends if nothing else is sent: the idle limit after the last call the
     * server accepted, or the absolute end after sign-in. Counted from when each call was sent,
     * so it is never later than the server's own end.
     */
    endsAt(): number | undefined {
      const s = store();
      const touched = numberAt(s, TOUCHED_KEY);
      const started = numberAt(s, STARTED_KEY);
      if (touched === undefined || started === undefined) return undefined;
      return Math.min(touched + STAFF_SESSION_IDLE_MS, started + STAFF_SESSION_MAX_MS);
    },
    /**
     * Signs out locally; `expired` (the session ended, not the staff member's choice) makes the
     * login page say 'Session expired' and keeps the drafts for the next sign-in.
     */
    clear({ expired = false }: { expired?: boolean } = {}) {
      const s = store();
      s?.removeItem(STAFF_TOKEN_KEY);
      s?.removeItem(STARTED_KEY);
      s?.removeItem(TOUCHED_KEY);
      signedOutByChoice = !expired;
      if (expired) s?.setItem(EXPIRED_KEY, '1');
      else if (s) {
        dropDrafts(s);
        s.removeItem(OWNER_KEY);
      }
      changed();
    },
    wasExpired: (): boolean => store()?.getItem(EXPIRED_KEY) === '1',
    /** Whether the staff member signed out themselves (then sign-in starts at the dashboard). */
    signedOutByChoice: (): boolean => signedOutByChoice,
    forgetExpired() {
      store()?.removeItem(EXPIRED_KEY);
    },
    /** An unsent draft (a form's values) kept under `name`. */
    draft(name: string): unknown {
      const raw = store()?.getItem(DRAFT_PREFIX + name);
      if (!raw) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    saveDraft(name: string, values: unknown) {
      try {
        store()?.setItem(DRAFT_PREFIX + name, JSON.stringify(values));
      } catch {
        // storage full or blocked: the draft lives only on screen, as before
      }
    },
    dropDraft(name: string) {
      store()?.removeItem(DRAFT_PREFIX + name);
    },
  };
}

export const staffSession = createStaffSession();
