import type { TApplicantDraft } from '@/domain/schemas';
import type { ApplicationStatus } from '@/domain/status';
import {
  DEVICE_LIST_KEY,
  parseDeviceList,
  parseEntry,
  rememberApplication,
  serialiseDeviceList,
  withCurrentApplication,
  withoutApplication,
  withStatus,
  type DeviceApplication,
} from './device-list';

/**
 * The application this browser is working on, in localStorage under 'evisa.application'; this
 * file is its only reader and writer. Contract with the wizard, payment, documents and status
 * features (and the e2e tests): the value is JSON with at least { id, applicationNumber,
 * accessToken }. Those three are enough: everything else comes from the server. The rest is the
 * wizard's own cache of step-2 drafts, so a reload never loses what was typed before the
 * autosave reached the server.
 *
 * Beside it, under 'evisa.applications' (device-list.ts), the other applications this device
 * has opened, newest first, which this file also alone reads and writes: whenever another
 * application becomes the current one, or the current one is put aside, the one it replaces
 * (with its drafts) stays in that list, so starting or opening another application never loses
 * one (docs/requirements/lost-link-and-device-applications.md).
 */
export const APPLICATION_SESSION_KEY = 'evisa.application';

/** The applicant's key to one application: every call after creation sends both. */
export interface ApplicationSession {
  id: string;
  /** The application's secret (Authorization: Bearer). Shown once by the server, kept here. */
  accessToken: string;
}

/** What this browser stores: the session, the application's number and the step-2 drafts. */
export interface StoredApplicationSession extends ApplicationSession {
  applicationNumber: string;
  /** Step-2 drafts, one per applicant, as typed. */
  applicants?: TApplicantDraft[];
  /**
   * The server's latest applicant save time that `applicants` builds on. When the server's copy
   * has moved on (saved from another device), the server's copy wins; otherwise this one, which
   * may hold keystrokes the autosave had not sent yet. Compared as-is, so clocks never matter.
   */
  draftsBasedOn?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedSession: StoredApplicationSession | null = null;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // blocked storage (private modes) throws on access
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Parses the stored JSON; anything without the three required fields counts as no session. */
export function parseApplicationSession(raw: string | null): StoredApplicationSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  // The same fields as an entry of the device's list, less the status the list remembers.
  const entry = parseEntry(value);
  if (!entry) return null;
  const { status: _status, ...session } = entry;
  return session;
}

/** The stored session, or null. Returns the same object until the stored value changes. */
export function loadApplicationSession(): StoredApplicationSession | null {
  const raw = read(APPLICATION_SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseApplicationSession(raw);
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function writeList(list: readonly DeviceApplication[]): void {
  try {
    storage()?.setItem(DEVICE_LIST_KEY, serialiseDeviceList(list));
  } catch {
    // Full or blocked storage: the list lasts as long as the current application does.
  }
}

function writeSession(session: StoredApplicationSession | null): void {
  try {
    if (session) storage()?.setItem(APPLICATION_SESSION_KEY, JSON.stringify(session));
    else storage()?.removeItem(APPLICATION_SESSION_KEY);
  } catch {
    // Full or blocked storage: the server still has everything but unsaved keystrokes.
  }
}

/** The stored list with the current application in it (devices from before the list included). */
function currentList(): readonly DeviceApplication[] {
  return withCurrentApplication(parseDeviceList(read(DEVICE_LIST_KEY)), loadApplicationSession());
}

const sameKey = (a: StoredApplicationSession | null, b: StoredApplicationSession) =>
  a !== null &&
  a.id === b.id &&
  a.accessToken === b.accessToken &&
  a.applicationNumber === b.applicationNumber;

/**
 * Makes `session` the current application. When it replaces another one, that one stays in
 * the device's list with its drafts; an application opened again gets back the drafts it left
 * there (unless `session` brings its own).
 */
export function saveApplicationSession(session: StoredApplicationSession): void {
  const previous = loadApplicationSession();
  let next = session;
  if (!sameKey(previous, session)) {
    let list = currentList();
    if (previous && previous.id !== session.id) list = rememberApplication(list, previous);
    const left = list.find((entry) => entry.id === session.id);
    if (left?.applicants && !session.applicants) {
      next = {
        ...session,
        applicants: left.applicants,
        ...(left.draftsBasedOn ? { draftsBasedOn: left.draftsBasedOn } : {}),
      };
    }
    const { id, applicationNumber, accessToken } = next;
    writeList(rememberApplication(list, { id, applicationNumber, accessToken }));
  }
  writeSession(next);
  notify();
}

/** Merges into the stored session; does nothing when there is none. */
export function updateApplicationSession(changes: Partial<StoredApplicationSession>): void {
  const current = loadApplicationSession();
  if (current) saveApplicationSession({ ...current, ...changes });
}

/**
 * No current application any more (to start a new one, or because the server no longer knows
 * it): it stays in the device's list, with its drafts, where it shows as it is.
 */
export function clearApplicationSession(): void {
  const current = loadApplicationSession();
  if (current) writeList(rememberApplication(currentList(), current));
  writeSession(null);
  notify();
}

/** "Start a new application": the current one is put aside in the device's list, whatever its state. */
export function startNewApplication(): void {
  clearApplicationSession();
}

// The device's list (device-list.ts).

let cachedListRaw: string | null | undefined;
let cachedListCurrent: StoredApplicationSession | null | undefined;
let cachedList: readonly DeviceApplication[] = [];

/** This device's applications, newest first, the current one included. Same object until either changes. */
export function loadDeviceApplications(): readonly DeviceApplication[] {
  const raw = read(DEVICE_LIST_KEY);
  const current = loadApplicationSession();
  if (raw !== cachedListRaw || current !== cachedListCurrent) {
    cachedListRaw = raw;
    cachedListCurrent = current;
    cachedList = withCurrentApplication(parseDeviceList(raw), current);
  }
  return cachedList;
}

/** Records the status the server gave for one of the device's applications. */
export function recordApplicationStatus(id: string, status: ApplicationStatus): void {
  const list = currentList();
  const next = withStatus(list, id, status);
  if (next === list) return;
  writeList(next);
  notify();
}

/** Makes one of the device's applications the current one (its drafts come back with it). */
export function openDeviceApplication(id: string): StoredApplicationSession | null {
  const entry = loadDeviceApplications().find((candidate) => candidate.id === id);
  if (!entry) return null;
  const current = loadApplicationSession();
  if (current?.id === id) return current;
  const { applicationNumber, accessToken } = entry;
  saveApplicationSession({ id, applicationNumber, accessToken });
  return loadApplicationSession();
}

/**
 * The step-1 draft (features/apply/trip/trip-draft.ts) belongs to one application; forgetting
 * that application removes it too.
 */
const TRIP_DRAFT_KEY = 'evisa.tripDraft';

/**
 * Forgets one of the device's applications: its token, drafts and step-1 draft leave this
 * browser (the application itself stays on the server; a new link can be asked for by email).
 */
export function forgetDeviceApplication(id: string): void {
  const current = loadApplicationSession();
  writeList(withoutApplication(currentList(), id));
  if (current?.id === id) writeSession(null);
  try {
    const draft = JSON.parse(storage()?.getItem(TRIP_DRAFT_KEY) ?? 'null') as {
      applicationId?: unknown;
    } | null;
    if (draft?.applicationId === id) storage()?.removeItem(TRIP_DRAFT_KEY);
  } catch {
    // an unreadable draft is left to the wizard, which ignores it
  }
  notify();
}

/** For useSyncExternalStore: changes of the session or the list, from this tab and from other tabs. */
export function subscribeToApplicationSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    const ours = [APPLICATION_SESSION_KEY, DEVICE_LIST_KEY, null];
    if (ours.includes(event.key)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
