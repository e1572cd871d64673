import { describe, expect, it } from 'vitest';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '@/domain/staff-sessions';
import { createStaffSession, STAFF_TOKEN_KEY, type SessionStore } from './staff-session';

function memoryStore(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
  };
}

function session(start = 1_000_000) {
  const store = memoryStore();
  let clock = start;
  const s = createStaffSession(
    () => store,
    () => clock,
  );
  return { store, s, advance: (ms: number) => (clock += ms), at: () => clock };
}

describe('staff session storage', () => {
  it('keeps one token under one key and remembers an expiry for the login page', () => {
    const { s } = session();
    s.save('token-1', 'alice');
    expect(s.token()).toBe('token-1');
    s.clear({ expired: true });
    expect(s.token()).toBeNull();
    expect(s.wasExpired()).toBe(true);
    s.save('token-2', 'alice');
    expect(s.wasExpired()).toBe(false);
    s.clear();
    expect(s.wasExpired()).toBe(false);
  });

  it('leaves nothing of the session behind after signing out', () => {
    const { s, store } = session();
    s.save('token-1', 'alice');
    s.saveDraft('email:app_1', { subject: 'Hello' });
    s.clear();
    expect([...store.data.keys()]).toEqual([]);
    expect(store.data.has(STAFF_TOKEN_KEY)).toBe(false);
  });

  it('works without storage (blocked by the browser)', () => {
    const s = createStaffSession(() => undefined);
    s.save('x', 'alice');
    expect(s.token()).toBeNull();
    expect(s.endsAt()).toBeUndefined();
  });
});

describe('when the session ends', () => {
  it('is the idle limit after the last call the server accepted, counted from when it was sent', () => {
    const { s, advance, at } = session();
    s.save('t', 'alice');
    const signedInAt = at();
    expect(s.endsAt()).toBe(signedInAt + STAFF_SESSION_IDLE_MS);
    advance(10 * 60_000);
    const sent = at();
    advance(500); // the answer comes back later; the server's clock slid at most from `sent`
    s.touched(sent);
    expect(s.endsAt()).toBe(sent + STAFF_SESSION_IDLE_MS);
    // An older call answering late does not move the end back.
    s.touched(sent - 1_000);
    expect(s.endsAt()).toBe(sent + STAFF_SESSION_IDLE_MS);
  });

  it('never passes the absolute end after sign-in, however busy', () => {
    const { s, advance, at } = session();
    s.save('t', 'alice');
    const signedInAt = at();
    for (let i = 0; i < 30; i++) {
      advance(25 * 60_000);
      s.touched(at());
    }
    expect(s.endsAt()).toBe(signedInAt + STAFF_SESSION_MAX_MS);
  });

  it('is unknown when signed out, and a touch without a token does nothing', () => {
    const { s } = session();
    s.touched(5);
    expect(s.endsAt()).toBeUndefined();
    expect(s.touchedAt()).toBeUndefined();
  });
});

describe('drafts', () => {
  it('outlive an ended session for the same person, not for another', () => {
    const { s } = session();
    s.save('t1', 'alice');
    s.saveDraft('email:app_1', { subject: 'Your photo', message: 'Please…' });
    s.clear({ expired: true });
    s.save('t2', 'alice');
    expect(s.draft('email:app_1')).toEqual({ subject: 'Your photo', message: 'Please…' });
    s.clear({ expired: true });
    s.save('t3', 'bob');
    expect(s.draft('email:app_1')).toBeUndefined();
  });

  it('go when dropped, and a damaged one reads as none', () => {
    const { s, store } = session();
    s.save('t1', 'alice');
    s.saveDraft('reject:app_1', { reason: 'x' });
    s.dropDraft('reject:app_1');
    expect(s.draft('reject:app_1')).toBeUndefined();
    store.setItem('staffDraft:email:app_2', '{not json');
    expect(s.draft('email:app_2')).toBeUndefined();
  });
});

describe('staff session changes', () => {
  it('tells subscribers when the token is saved or cleared, until they unsubscribe', () => {
    const { s } = session();
    const seen: (string | null)[] = [];
    const stop = s.subscribe(() => seen.push(s.token()));
    s.save('a', 'alice');
    s.clear({ expired: true });
    stop();
    s.save('b', 'alice');
    expect(seen).toEqual(['a', null]);
  });
});
