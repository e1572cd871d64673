import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_LIST_KEY } from './device-list';
import {
  APPLICATION_SESSION_KEY,
  clearApplicationSession,
  forgetDeviceApplication,
  loadApplicationSession,
  loadDeviceApplications,
  openDeviceApplication,
  parseApplicationSession,
  recordApplicationStatus,
  saveApplicationSession,
  startNewApplication,
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

const second = {
  id: '1c6d7f1f-0b9e-4d4c-9f80-23456789abcd',
  applicationNumber: 'EV2026BCDEFGHJ',
  accessToken: 'second-token-second-token-second',
};
const list = () => JSON.parse(localStorage.getItem(DEVICE_LIST_KEY) ?? 'null') as unknown;

describe("the device's list beside it ('evisa.applications')", () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the application of a browser from before the list, without writing anything', () => {
    localStorage.setItem(APPLICATION_SESSION_KEY, JSON.stringify(credentials));
    expect(loadDeviceApplications()).toEqual([credentials]);
    expect(localStorage.getItem(DEVICE_LIST_KEY)).toBeNull();
    // The first change that replaces it writes the list, with it.
    startNewApplication();
    expect(loadApplicationSession()).toBeNull();
    expect(list()).toEqual({ version: 1, applications: [credentials] });
  });

  it('starting a new application puts the current one aside with its drafts, which come back with it', () => {
    saveApplicationSession({ ...credentials, applicants: [{ firstName: 'Jane' }] });
    startNewApplication();
    expect(loadDeviceApplications()).toEqual([
      { ...credentials, applicants: [{ firstName: 'Jane' }] },
    ]);
    saveApplicationSession(second); // the new application is created
    expect(loadDeviceApplications().map((entry) => entry.id)).toEqual([second.id, credentials.id]);

    expect(openDeviceApplication(credentials.id)).toEqual({
      ...credentials,
      applicants: [{ firstName: 'Jane' }],
    });
    expect(loadApplicationSession()).toEqual({
      ...credentials,
      applicants: [{ firstName: 'Jane' }],
    });
    // The drafts live with the current application again, and the list is newest first.
    expect(loadDeviceApplications()).toEqual([credentials, second]);
    expect(openDeviceApplication('not-on-this-device')).toBeNull();
  });

  it('a resume link for another application keeps the one it replaces', () => {
    saveApplicationSession({ ...credentials, applicants: [{ lastName: 'Traveller' }] });
    saveApplicationSession(second);
    expect(loadDeviceApplications()).toEqual([
      second,
      { ...credentials, applicants: [{ lastName: 'Traveller' }] },
    ]);
  });

  it('keeps drafts out of the list while an application is current (keystrokes touch one key)', () => {
    saveApplicationSession(credentials);
    const written = localStorage.getItem(DEVICE_LIST_KEY);
    updateApplicationSession({ applicants: [{ firstName: 'J' }] });
    updateApplicationSession({ applicants: [{ firstName: 'Ja' }] });
    expect(localStorage.getItem(DEVICE_LIST_KEY)).toBe(written);
  });

  it("records the server's status, and tells subscribers only when it changed", () => {
    saveApplicationSession(credentials);
    const listener = vi.fn();
    const unsubscribe = subscribeToApplicationSession(listener);
    recordApplicationStatus(credentials.id, 'paid');
    recordApplicationStatus(credentials.id, 'paid');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loadDeviceApplications()).toEqual([{ ...credentials, status: 'paid' }]);
    const loaded = loadDeviceApplications();
    expect(loadDeviceApplications()).toBe(loaded); // the same object until something changes
    unsubscribe();
  });

  it('forgets an application: its token leaves the list, and the current session if it was current', () => {
    saveApplicationSession(second);
    saveApplicationSession(credentials);
    localStorage.setItem(
      'evisa.tripDraft',
      JSON.stringify({ applicationId: credentials.id, values: {} }),
    );
    forgetDeviceApplication(credentials.id);
    expect(loadApplicationSession()).toBeNull();
    expect(loadDeviceApplications()).toEqual([second]);
    expect(localStorage.getItem('evisa.tripDraft')).toBeNull();
    expect(JSON.stringify(list())).not.toContain(credentials.accessToken);
    forgetDeviceApplication(second.id);
    expect(loadDeviceApplications()).toEqual([]);
  });

  it('survives damaged storage: an unreadable list is an empty one, and is written anew', () => {
    localStorage.setItem(DEVICE_LIST_KEY, '{"applications": "oops"');
    expect(loadDeviceApplications()).toEqual([]);
    saveApplicationSession(credentials);
    expect(loadDeviceApplications()).toEqual([credentials]);
    expect(list()).toEqual({ version: 1, applications: [credentials] });
  });

  it('still works with storage that throws (private modes)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(loadDeviceApplications()).toEqual([]);
    expect(() => saveApplicationSession(credentials)).not.toThrow();
    expect(() => forgetDeviceApplication(credentials.id)).not.toThrow();
    expect(() => recordApplicationStatus(credentials.id, 'paid')).not.toThrow();
  });
});
