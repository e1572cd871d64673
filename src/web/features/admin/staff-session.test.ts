import { describe, expect, it } from 'vitest';
import { createStaffSession, STAFF_TOKEN_KEY, type SessionStore } from './staff-session';

function memoryStore(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('staff session storage', () => {
  it('keeps one token under one key and remembers an expiry for the login page', () => {
    const store = memoryStore();
    const session = createStaffSession(() => store);
    session.save('token-1');
    expect([...store.data.keys()]).toEqual([STAFF_TOKEN_KEY]);
    expect(session.token()).toBe('token-1');
    session.clear({ expired: true });
    expect(session.token()).toBeNull();
    expect(session.wasExpired()).toBe(true);
    session.save('token-2');
    expect(session.wasExpired()).toBe(false);
    session.clear();
    expect(session.wasExpired()).toBe(false);
  });

  it('works without storage (blocked by the browser)', () => {
    const session = createStaffSession(() => undefined);
    session.save('x');
    expect(session.token()).toBeNull();
  });
});

describe('staff session changes', () => {
  it('tells subscribers when the token is saved or cleared, until they unsubscribe', () => {
    const data = new Map<string, string>();
    const session = createStaffSession(() => ({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    }));
    const seen: (string | null)[] = [];
    const stop = session.subscribe(() => seen.push(session.token()));
    session.save('a');
    session.clear({ expired: true });
    stop();
    session.save('b');
    expect(seen).toEqual(['a', null]);
  });
});
