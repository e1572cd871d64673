import type { FastifyBaseLogger } from 'fastify';
import { fieldProblem, problemOf } from '@/domain/errors';
import {
  EVISA_CONFIRM_REASON_FIELD,
  EVISA_FIELD,
  ZEVisaConfirmReason,
} from '@/domain/schemas/admin';
import { HttpError, invalidFields } from '@/server/lib/http-errors';
import type { ReceivedEVisa } from '@/server/services/admin/receive-evisa';
import type { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import type { FileStorage } from '@/server/services/storage/storage';
import { findTravellerInEVisa, type EVisaTraveller } from './find-traveller';

// The e-visa is checked against the traveller before it is stored as theirs and sent
// (docs/requirements/traveller-decisions.md, "The e-visa is checked against the traveller";
// docs/decisions/0041-evisa-check.md).

/** What the audit entry of the approval records about the check. */
export type EVisaCheckRecord =
  | { result: 'matched'; surnameFound: boolean }
  | { result: 'confirmed'; readable: boolean; surnameFound: boolean; reason: string };

export interface CheckEVisaOptions {
  heavyWork: HeavyWork;
  storage: FileStorage;
  applicationId: string;
  traveller: EVisaTraveller & { position: number };
  /** The stored file; the caller deletes it when this refuses. */
  eVisa: ReceivedEVisa;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The e-visa's text, or undefined when it has none that can be read in time. */
async function readText(options: CheckEVisaOptions): Promise<string | undefined> {
  const data = await options.storage.get(options.eVisa.stored.key);
  try {
    const read = await options.heavyWork.eVisaText(options.applicationId, data);
    return 'text' in read ? read.text : undefined;
  } catch (err) {
    // The pool is full or closing: a refusal of its own (503), not the file's fault.
    if (err instanceof HttpError) throw err;
    // A thread that died on the file: as unreadable as a broken one.
    options.log?.warn({ err }, 'e-visa text extraction failed');
    return undefined;
  }
}

const travellerName = (traveller: CheckEVisaOptions['traveller']) =>
  [traveller.firstName, traveller.lastName].filter(Boolean).join(' ').trim() ||
  `#${traveller.position + 1}`;

/**
 * Finds the traveller in the stored e-visa. Another passport number: 422 evisa.other_passport,
 * confirmation or not. The traveller's number: matched. Neither (no text, or a layout without
 * the number): 422 evisa.unverified unless staff confirmed it with a reason.
 */
export async function checkEVisa(options: CheckEVisaOptions): Promise<EVisaCheckRecord> {
  const { traveller, eVisa } = options;
  const text = await readText(options);
  const finding =
    text === undefined
      ? { outcome: 'unverified' as const, surnameFound: false }
      : findTravellerInEVisa(text, traveller);
  const passport = traveller.passportNumber?.trim() || '—';
  if (finding.outcome === 'other_passport') {
    const params = { found: finding.foundPassport, expected: passport };
    throw new HttpError('evisa.other_passport', params, {
      [EVISA_FIELD]: problemOf('evisa.other_passport', params),
    });
  }
  if (finding.outcome === 'matched')
    return { result: 'matched', surnameFound: finding.surnameFound };
  if (!eVisa.confirmation?.confirmed) {
    const params = { name: travellerName(traveller), passport };
    throw new HttpError('evisa.unverified', params, {
      [EVISA_FIELD]: problemOf('evisa.unverified', params),
    });
  }
  const reason = ZEVisaConfirmReason.safeParse(eVisa.confirmation.reason);
  if (!reason.success) {
    throw invalidFields({
      [EVISA_CONFIRM_REASON_FIELD]: fieldProblem(reason.error.issues[0]?.message ?? ''),
    });
  }
  return {
    result: 'confirmed',
    readable: text !== undefined && text.trim().length > 0,
    surnameFound: finding.surnameFound,
    reason: reason.data,
  };
}
