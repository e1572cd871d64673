import type { TApplicantDraft } from '@/domain/schemas';
import { isApplicationStatus, type ApplicationStatus } from '@/domain/status';

// The applications this device has opened, newest first: pure logic over the stored list, which
// session-store.ts reads and writes under DEVICE_LIST_KEY
// (docs/requirements/lost-link-and-device-applications.md).

/** localStorage key of the list. */
export const DEVICE_LIST_KEY = 'evisa.applications';
/** At most this many are kept; remembering one more forgets the one used longest ago. */
export const DEVICE_LIST_MAX = 10;
const VERSION = 1;

/** One application this device holds: enough to open it, and what the server last said. */
export interface DeviceApplication {
  id: string;
  applicationNumber: string;
  /** The application's secret, kept as carefully as the current application's (never shown). */
  accessToken: string;
  /** The status the server gave last (shown until it answers again). */
  status?: ApplicationStatus;
  /**
   * Step-2 drafts the application had when another one became current; they go back to the
   * current application's storage when it is opened again.
   */
  applicants?: TApplicantDraft[];
  draftsBasedOn?: string;
}

/** What identifies an application and opens it (the current session has at least this). */
export type DeviceApplicationKey = Pick<
  DeviceApplication,
  'id' | 'applicationNumber' | 'accessToken'
>;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Drafts as strings only, one object per applicant (anything else is dropped). */
function sanitiseDrafts(value: unknown): TApplicantDraft[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return {};
    const strings = Object.entries(entry).filter(([, v]) => typeof v === 'string');
    return Object.fromEntries(strings) as TApplicantDraft;
  });
}

/** One stored application, or null without its id, number and token (shared with the session). */
export function parseEntry(value: unknown): DeviceApplication | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, applicationNumber, accessToken, status, applicants, draftsBasedOn } = value as Record<
    string,
    unknown
  >;
  if (!isText(id) || !isText(applicationNumber) || !isText(accessToken)) return null;
  const drafts = sanitiseDrafts(applicants);
  return {
    id,
    applicationNumber,
    accessToken,
    ...(isApplicationStatus(status) ? { status } : {}),
    ...(drafts ? { applicants: drafts } : {}),
    ...(isText(draftsBasedOn) ? { draftsBasedOn } : {}),
  };
}

/**
 * The stored list. Damaged storage (not JSON, another shape, entries without an id, number or
 * token) gives what can be read of it, never an error: at worst an empty list.
 */
export function parseDeviceList(raw: string | null): DeviceApplication[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const entries =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { applications?: unknown }).applications
      : undefined;
  if (!Array.isArray(entries)) return [];
  const list: DeviceApplication[] = [];
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (parsed && !list.some((other) => other.id === parsed.id)) list.push(parsed);
  }
  return list.slice(0, DEVICE_LIST_MAX);
}

export function serialiseDeviceList(list: readonly DeviceApplication[]): string {
  return JSON.stringify({ version: VERSION, applications: list });
}

/**
 * The list with `application` first (added, or moved up with its stored status kept), its
 * number and token as given, and capped to DEVICE_LIST_MAX. Drafts given are kept with the
 * entry; none given leaves the entry without drafts (the current application holds them).
 */
export function rememberApplication(
  list: readonly DeviceApplication[],
  application: DeviceApplicationKey & Pick<DeviceApplication, 'applicants' | 'draftsBasedOn'>,
): DeviceApplication[] {
  const existing = list.find((entry) => entry.id === application.id);
  const entry: DeviceApplication = {
    id: application.id,
    applicationNumber: application.applicationNumber,
    accessToken: application.accessToken,
    ...(existing?.status ? { status: existing.status } : {}),
    ...(application.applicants ? { applicants: application.applicants } : {}),
    ...(application.applicants && application.draftsBasedOn
      ? { draftsBasedOn: application.draftsBasedOn }
      : {}),
  };
  return [entry, ...list.filter((other) => other.id !== application.id)].slice(0, DEVICE_LIST_MAX);
}

/**
 * The list as this device knows it: `current` (the application in the single-session storage)
 * is always in it. A browser from before the list (only the single session stored) gets its
 * application as the list's one entry: nothing is lost by the upgrade.
 */
export function withCurrentApplication(
  list: readonly DeviceApplication[],
  current: DeviceApplicationKey | null,
): readonly DeviceApplication[] {
  if (!current || list.some((entry) => entry.id === current.id)) return list;
  return rememberApplication(list, current);
}

/** The list with the server's latest status for `id`; the same list when nothing changed. */
export function withStatus(
  list: readonly DeviceApplication[],
  id: string,
  status: ApplicationStatus,
): readonly DeviceApplication[] {
  if (!list.some((entry) => entry.id === id && entry.status !== status)) return list;
  return list.map((entry) => (entry.id === id ? { ...entry, status } : entry));
}

/** The list without `id`: its token is gone from this device. */
export function withoutApplication(
  list: readonly DeviceApplication[],
  id: string,
): DeviceApplication[] {
  return list.filter((entry) => entry.id !== id);
}
