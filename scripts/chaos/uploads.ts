// Uploads under faults: paid applications (paid in the sandbox, as an applicant would), a
// supporting PDF each time, and afterwards a look at every application's documents: each
// upload that got a 201 is listed, and every listed row's file can be read (no row whose file
// was never stored).
import { smallPdf } from '@/server/test-support/documents';
import { loadPaymentPage, openCheckout, payOnPage } from '../security/applicant';
import { isSuccess, type Recorder } from './load';

/** The supporting documents one applicant may have (maxFilesFor). */
const SLOTS = 5;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardName: 'Chaos' };

interface Paid {
  id: string;
  token: string;
  busy: boolean;
  /** Document ids answered with 201 and not removed since. */
  acked: string[];
  /** Uploads sent without a 201 (refused, or no answer). */
  unacked: number;
}

export interface UploadCheck {
  uploadsAcked: number;
  /** Acknowledged uploads not listed afterwards. */
  lost: number;
  /** Listed rows whose file could not be read. */
  rowsWithoutFile: number;
  /** Rows listed that no 201 announced (a refused upload kept after all). */
  unannouncedRows: number;
  details: string[];
}

async function paidApplication(base: string): Promise<Paid> {
  const checkout = await openCheckout(base);
  const page = await loadPaymentPage(base, checkout);
  const paid = await payOnPage(base, checkout, page, card);
  if (paid.status !== 303) throw new Error(`sandbox payment answered ${paid.status}`);
  return {
    id: checkout.applicationId,
    token: checkout.accessToken,
    busy: false,
    acked: [],
    unacked: 0,
  };
}

export class Uploads {
  readonly paid: Paid[] = [];
  private turn = 0;
  private uploaded = 0;
  private pdf: Buffer | undefined;

  constructor(private readonly recorder: Recorder) {}

  /** Pays for `count` more applications through `base`, a few at a time. */
  async prepare(base: string, count: number): Promise<void> {
    this.pdf ??= await smallPdf();
    for (let i = 0; i < count; i += 4) {
      const batch = Math.min(4, count - i);
      this.paid.push(
        ...(await Promise.all(Array.from({ length: batch }, () => paidApplication(base)))),
      );
    }
  }

  /**
   * Uploads a supporting PDF to the next application with room; with `remove`, deletes it again
   * once stored (the soak's way to upload without running out of room). False when none is free.
   */
  async uploadNext(base: string, kind: string, remove = false): Promise<boolean> {
    // In turn, not the first free one: each application's uploads are rate limited
    // (120 in 10 minutes), and a long soak would spend the first few applications' count.
    const start = (this.turn += 1) % Math.max(1, this.paid.length);
    const app = [...this.paid.slice(start), ...this.paid.slice(0, start)].find(
      (p) => !p.busy && p.acked.length + p.unacked < SLOTS,
    );
    if (!app) return false;
    app.busy = true;
    try {
      const boundary = `----chaos${(this.uploaded += 1)}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nsupporting\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="applicant"\r\n\r\n0\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="letter.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        this.pdf!,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const { sample, json } = await this.recorder.send(
        kind,
        `${base}/api/applications/${app.id}/documents`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${app.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body,
        },
      );
      if (sample.status !== 201) {
        // A refusal before the file was stored leaves nothing; the room is kept for the check.
        if (sample.status <= 0) app.unacked += 1;
        return true;
      }
      const id = (json as { id: string }).id;
      if (!remove) {
        app.acked.push(id);
        return true;
      }
      const removed = await this.recorder.send(
        `${kind}-remove`,
        `${base}/api/applications/${app.id}/documents/${id}`,
        { method: 'DELETE', headers: { authorization: `Bearer ${app.token}` } },
      );
      if (!isSuccess(removed.sample)) app.acked.push(id);
      return true;
    } finally {
      app.busy = false;
    }
  }

  async check(base: string): Promise<UploadCheck> {
    const result: UploadCheck = {
      uploadsAcked: 0,
      lost: 0,
      rowsWithoutFile: 0,
      unannouncedRows: 0,
      details: [],
    };
    for (const app of this.paid) {
      const auth = { authorization: `Bearer ${app.token}` };
      const res = await fetch(`${base}/api/applications/${app.id}/documents`, { headers: auth });
      if (!res.ok) {
        result.lost += app.acked.length;
        result.details.push(`${app.id}: documents answered ${res.status}`);
        continue;
      }
      const listed = ((await res.json()) as { id: string }[]).map((d) => d.id);
      result.uploadsAcked += app.acked.length;
      for (const id of app.acked) {
        if (!listed.includes(id)) {
          result.lost += 1;
          result.details.push(`${app.id}: document ${id} acknowledged, not listed`);
        }
      }
      for (const id of listed) {
        if (!app.acked.includes(id)) result.unannouncedRows += 1;
        const file = await fetch(`${base}/api/applications/${app.id}/documents/${id}/file`, {
          headers: auth,
        });
        await file.arrayBuffer();
        if (file.status !== 200) {
          result.rowsWithoutFile += 1;
          result.details.push(`${app.id}: document ${id}'s file answered ${file.status}`);
        }
      }
    }
    return result;
  }
}
