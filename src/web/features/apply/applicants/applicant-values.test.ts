import { describe, expect, it } from 'vitest';
import { todayIso } from '@/domain/dates';
import { makeApplicantDetailsSchema, SAME_AS_PRESENT } from '@/domain/schemas/applicant-details';
import { validApplicant } from '@/domain/test-support/fixtures';
import {
  applicantFields,
  emptyApplicant,
  initialApplicants,
  serverDraftStamp,
  toRequest,
} from './applicant-values';

const today = todayIso(new Date());
const saved = (details: Record<string, unknown>, savedAt: string | null) => ({
  position: 0,
  details,
  validated: false,
  savedAt,
});

describe('applicant form values', () => {
  it('starts blank, with the permanent address the same as the present one', () => {
    const blank = emptyApplicant('DEL');
    expect(Object.keys(blank).sort()).toEqual([...applicantFields].sort());
    expect(blank.permanentCountry).toBe(SAME_AS_PRESENT);
    expect(blank.entryPort).toBe('DEL');
    expect(blank.firstName).toBe('');
    // A land crossing is no port of entry for an e-Visa.
    expect(emptyApplicant('wagah').entryPort).toBe('');
  });

  it('prefers the local copy while it builds on the latest server save', () => {
    const view = {
      numberOfApplicants: 2,
      portOfArrival: 'BOM',
      applicants: [saved({ firstName: 'Server' }, '2026-01-01T10:00:00.000Z'), saved({}, null)],
    };
    const local = {
      applicants: [{ firstName: 'Local' }],
      draftsBasedOn: '2026-01-01T10:00:00.000Z',
    };
    const fromLocal = initialApplicants(view, local);
    expect(fromLocal.map((a) => a.firstName)).toEqual(['Local', '']);
    expect(fromLocal[1]?.entryPort).toBe('BOM');

    // Saved from another device since: the server's copy wins.
    const stale = { ...local, draftsBasedOn: '2025-12-31T10:00:00.000Z' };
    expect(initialApplicants(view, stale).map((a) => a.firstName)).toEqual(['Server', '']);
    // A session seeded with only id, number and token has no local copy.
    expect(initialApplicants(view, null)[0]?.firstName).toBe('Server');
  });

  it('uses local drafts typed before anything reached the server', () => {
    const view = { numberOfApplicants: 1, portOfArrival: 'DEL', applicants: [saved({}, null)] };
    expect(serverDraftStamp(view)).toBeNull();
    expect(initialApplicants(view, { applicants: [{ lastName: 'Typed' }] })[0]?.lastName).toBe(
      'Typed',
    );
  });

  it('drops details of a question answered no', () => {
    const details = makeApplicantDetailsSchema({ today }).parse(
      validApplicant(today, { criminalRecord: 'no', criminalRecordDetails: 'left over text' }),
    );
    const [request] = toRequest([details]);
    expect(request).not.toHaveProperty('criminalRecordDetails');
    expect(request?.firstName).toBe('Jane');
  });
});
