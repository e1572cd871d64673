// The chaos run's traffic: requests as the public sends them (each visitor its own address, in
// X-Forwarded-For: the servers run with TRUST_PROXY=true), every answer recorded with when it
// started and ended, so a fault's report can tell answers inside its window from the others.
import { todayIso } from '@/domain/dates';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';

/** A request with no answer after this long counts as hanging. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface Sample {
  kind: string;
  start: number;
  end: number;
  /** The HTTP status; 0 when the connection failed, -1 when it timed out. */
  status: number;
  /** The error body's code, when there was one. */
  code?: string;
}

export const isSuccess = (s: Pick<Sample, 'status'>) => s.status >= 200 && s.status < 400;

let visitor = 0;
/** A new client address for each call: rate limits per address never count two calls as one. */
function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

export class Recorder {
  readonly samples: Sample[] = [];

  /** Sends one request and records its outcome; never throws. */
  async send(
    kind: string,
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
  ): Promise<{ sample: Sample; json?: unknown }> {
    const start = Date.now();
    const sample: Sample = { kind, start, end: start, status: 0 };
    let json: unknown;
    try {
      const res = await fetch(url, {
        ...init,
        headers: { 'x-forwarded-for': nextAddress(), ...init.headers },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      sample.status = res.status;
      const text = await res.text();
      if ((res.headers.get('content-type') ?? '').includes('json') && text) {
        json = JSON.parse(text);
        const code = (json as { code?: unknown }).code;
        if (!isSuccess(sample) && typeof code === 'string') sample.code = code;
      }
    } catch (err) {
      sample.status = (err as Error).name === 'TimeoutError' ? -1 : 0;
    }
    sample.end = Date.now();
    this.samples.push(sample);
    return { sample, json };
  }

  json(kind: string, url: string, method: string, body: unknown, token?: string) {
    return this.send(kind, url, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  /** The samples from `from` on (a fault's own part of the run). */
  since(from: number): Sample[] {
    return this.samples.filter((s) => s.start >= from);
  }
}

/**
 * Open-loop traffic: `rate` calls a second for `durationMs`, each `fire()` started on time
 * whether or not earlier ones have answered, at most `maxInFlight` at once (beyond that a call
 * is skipped and counted: the load generator, or the server, could not keep up).
 */
export async function drive(options: {
  rate: number;
  durationMs: number;
  maxInFlight: number;
  fire: () => Promise<unknown>;
}): Promise<{ started: number; skipped: number; elapsedMs: number }> {
  const begin = Date.now();
  let started = 0;
  let skipped = 0;
  const inFlight = new Set<Promise<unknown>>();
  while (Date.now() - begin < options.durationMs) {
    const due = Math.floor(((Date.now() - begin) / 1000) * options.rate);
    while (started + skipped < due) {
      if (inFlight.size >= options.maxInFlight) {
        skipped += 1;
        continue;
      }
      started += 1;
      const call = options.fire().catch(() => undefined);
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  return { started, skipped, elapsedMs: Date.now() - begin };
}

/** Letters only (names accept no digits): 0 -> 'Aa', 1 -> 'Ab', ... unique per number. */
function nameOf(n: number): string {
  let s = '';
  let rest = n;
  do {
    s = String.fromCharCode(97 + (rest % 26)) + s;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `Chaos${s}`;
}

interface Draft {
  id: string;
  token: string;
  applicationNumber: string;
  email: string;
  busy: boolean;
  /** The first name of the last save that got a 2xx. */
  acked: string;
  /** Names sent since, without a 2xx: each may or may not have been written. */
  unsure: string[];
}

export interface DraftCheck {
  checked: number;
  lost: number;
  details: string[];
}

/**
 * Applications whose drafts are saved under load, one save at a time each, so the last
 * acknowledged first name is what must be read back (or one sent after it whose answer was lost).
 */
export class Drafts {
  readonly all: Draft[] = [];
  private next = 0;
  private names = 0;
  private checks = 0;

  constructor(private readonly recorder: Recorder) {}

  /** Creates an application and saves its applicant; undefined when either is refused. */
  async create(base: string, kind = 'create'): Promise<Draft | undefined> {
    const email = `chaos-${this.names}@example.com`;
    const created = await this.recorder.json(
      kind,
      `${base}/api/applications`,
      'POST',
      validCreateApplication({ email }),
    );
    if (created.sample.status !== 201) return undefined;
    const body = created.json as { id: string; accessToken: string; applicationNumber: string };
    const draft: Draft = {
      id: body.id,
      token: body.accessToken,
      applicationNumber: body.applicationNumber,
      email,
      busy: true,
      acked: '',
      unsure: [],
    };
    this.all.push(draft);
    await this.save(base, draft, kind);
    draft.busy = false;
    return draft;
  }

  private async save(base: string, draft: Draft, kind: string) {
    const name = nameOf(this.names++);
    draft.unsure.push(name);
    const { sample } = await this.recorder.json(
      kind,
      `${base}/api/applications/${draft.id}`,
      'PUT',
      { applicants: [validApplicant(todayIso(new Date()), { firstName: name })] },
      draft.token,
    );
    if (isSuccess(sample)) {
      draft.acked = name;
      draft.unsure = [];
    }
  }

  /** Saves the next free application's draft with a new first name; false when all are busy. */
  async saveNext(base: string, kind = 'draft-save'): Promise<boolean> {
    for (let i = 0; i < this.all.length; i += 1) {
      const draft = this.all[(this.next + i) % this.all.length]!;
      if (draft.busy || !draft.acked) continue;
      this.next = (this.next + i + 1) % this.all.length;
      draft.busy = true;
      try {
        await this.save(base, draft, kind);
      } finally {
        draft.busy = false;
      }
      return true;
    }
    return false;
  }

  /** The public status check of one of the applications (GET, as the status page asks). */
  statusCheck(base: string, kind = 'status-check') {
    const draft = this.all[(this.checks += 1) % this.all.length]!;
    const query = new URLSearchParams({
      email: draft.email,
      applicationNumber: draft.applicationNumber,
    });
    return this.recorder.send(kind, `${base}/api/applications/status?${query}`);
  }

  /** Reads every created application back through `base`: its last saved name must be there. */
  async check(base: string): Promise<DraftCheck> {
    const result: DraftCheck = { checked: 0, lost: 0, details: [] };
    const acked = this.all;
    for (let i = 0; i < acked.length; i += 16) {
      await Promise.all(
        acked.slice(i, i + 16).map(async (draft) => {
          result.checked += 1;
          const res = await fetch(`${base}/api/applications/${draft.id}`, {
            headers: { authorization: `Bearer ${draft.token}` },
          });
          const body = res.ok
            ? ((await res.json()) as { applicants?: { details?: { firstName?: string } }[] })
            : undefined;
          // Created but never saved with a 2xx: the application itself must be there.
          const found = body?.applicants?.[0]?.details?.firstName ?? '';
          if (res.ok && (found === draft.acked || draft.unsure.includes(found))) return;
          result.lost += 1;
          if (result.details.length < 5) {
            result.details.push(`${draft.id}: ${res.status}, '${found}' for '${draft.acked}'`);
          }
        }),
      );
    }
    return result;
  }
}
