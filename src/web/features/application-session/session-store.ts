import type { TApplicantDraft } from '@/domain/schemas';

/**
 * The application this browser is working on, in localStorage under 'evisa.application'; this
 * file is its only reader and writer. Contract with the wizard, payment, documents and status
 * features (and the e2e tests): the value is JSON with at least { id, applicationNumber,
 * accessToken }. Those three are enough: everything else comes from the server. The rest is the
 * wizard's own cache of step-2 drafts, so a reload never loses what was typed before the
 * autosave reached the server.
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

function readRaw(): string | null {
  try {
    return storage()?.getItem(APPLICATION_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function sanitiseDrafts(value: unknown): TApplicantDraft[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return {};
    const strings = Object.entries(entry).filter(([, v]) => typeof v === 'string');
    return Object.fromEntries(strings) as TApplicantDraft;
  });
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
  if (typeof value !== 'object' || value === null) return null;
  const { id, applicationNumber, accessToken, applicants, draftsBasedOn } = value as Record<
    string,
    unknown
  >;
  if (!isText(id) || !isText(applicationNumber) || !isText(accessToken)) return null;
  const drafts = sanitiseDrafts(applicants);
  return {
    id,
    applicationNumber,
    accessToken,
    ...(drafts ? { applicants: drafts } : {}),
    ...(isText(draftsBasedOn) ? { draftsBasedOn } : {}),
  };
}

/** The stored session, or null. Returns the same object until the stored value changes. */
export function loadApplicationSession(): StoredApplicationSession | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseApplicationSession(raw);
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveApplicationSession(session: StoredApplicationSession): void {
  try {
    storage()?.setItem(APPLICATION_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Full or blocked storage: the server still has everything but unsaved keystrokes.
  }
  notify();
}

/** Merges into the stored session; does nothing when there is none. */
export function updateApplicationSession(changes: Partial<StoredApplicationSession>): void {
  const current = loadApplicationSession();
  if (current) saveApplicationSession({ ...current, ...changes });
}

export function clearApplicationSession(): void {
  try {
    storage()?.removeItem(APPLICATION_SESSION_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
  notify();
}

/** For useSyncExternalStore: changes from this tab and from other tabs. */
export function subscribeToApplicationSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === APPLICATION_SESSION_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
