import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_SESSION_KEY,
  clearApplicationSession,
  loadApplicationSession,
  parseApplicationSession,
  saveApplicationSession,
  subscribeToApplicationSession,
  updateApplicationSession,
} from './session-store';

/** A Map-backed localStorage for Node. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const credentials = {
  id: '0b5c6f0e-9a8d-4c3b-8e7f-123456789abc',
  applicationNumber: 'EV2026ABCDEFGH',
  accessToken: 'token-token-token-token-token',
};

describe("the 'evisa.application' local-storage contract", () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('works from exactly the three fields another feature (or a test) stores', () => {
    localStorage.setItem(APPLICATION_SESSION_KEY, JSON.stringify(credentials));
    expect(loadApplicationSession()).toEqual(credentials);
  });

  it('refuses anything without all three', () => {
    expect(parseApplicationSession(null)).toBeNull();
    expect(parseApplicationSession('not json')).toBeNull();
    expect(parseApplicationSession('[]')).toBeNull();
    for (const field of ['id', 'applicationNumber', 'accessToken'] as const) {
      expect(parseApplicationSession(JSON.stringify({ ...credentials, [field]: '' }))).toBeNull();
      const { [field]: _omit, ...rest } = credentials;
      expect(parseApplicationSession(JSON.stringify(rest))).toBeNull();
    }
  });

  it('keeps drafts as strings only', () => {
    const raw = JSON.stringify({
      ...credentials,
      applicants: [{ firstName: 'Jane', age: 3, nested: { a: 1 } }, null],
      draftsBasedOn: '2026-01-01T00:00:00.000Z',
    });
    expect(parseApplicationSession(raw)).toEqual({
      ...credentials,
      applicants: [{ firstName: 'Jane' }, {}],
      draftsBasedOn: '2026-01-01T00:00:00.000Z',
    });
  });

  it('saves, merges, clears and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToApplicationSession(listener);
    saveApplicationSession(credentials);
    updateApplicationSession({ applicants: [{ lastName: 'Traveller' }] });
    expect(JSON.parse(localStorage.getItem(APPLICATION_SESSION_KEY) ?? '{}')).toEqual({
      ...credentials,
      applicants: [{ lastName: 'Traveller' }],
    });
    const loaded = loadApplicationSession();
    expect(loadApplicationSession()).toBe(loaded); // the same object until the value changes
    clearApplicationSession();
    expect(loadApplicationSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    updateApplicationSession({ applicants: [] }); // nothing stored: nothing to merge into
    expect(localStorage.getItem(APPLICATION_SESSION_KEY)).toBeNull();
  });
});
