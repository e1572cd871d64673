import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminApplicationsQuery, type TAdminApplicationsQuery } from '@/domain/schemas/admin';
import type { Application, Database } from '@/server/db';
import { applicationWith } from '@/server/test-support/admin-dashboard';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { listAdminApplications } from './list-admin-applications';

let handle: TestDatabaseHandle;
let db: Database;
let jane: Application;
let ali: Application;
let draft: Application;
let old: Application;

const list = (query: Partial<Record<keyof TAdminApplicationsQuery, unknown>> = {}) =>
  listAdminApplications({
    db,
    query: ZAdminApplicationsQuery.parse(query),
    staffUserId: '00000000-0000-4000-8000-000000000000',
    now: new Date('2026-03-20T00:00:00Z'),
  });
const numbers = async (query: Parameters<typeof list>[0]) =>
  (await list(query)).items.map((i) => i.applicationNumber);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  jane = await applicationWith(
    db,
    [
      { firstName: 'Jane', lastName: 'Doe', passportNumber: 'X1234567' },
      { firstName: 'John', lastName: 'Doe', passportNumber: 'Y7654321' },
    ],
    {
      email: 'Jane.Doe@Example.com',
      status: 'under_review',
      visaType: 'business',
      createdAt: new Date('2026-03-10T12:00:00Z'),
    },
  );
  ali = await applicationWith(
    db,
    [{ firstName: 'Ali', lastName: 'Yılmaz', passportNumber: 'U99_887%' }],
    {
      email: 'ali@example.com.tr',
      status: 'paid',
      visaType: 'tourist',
      processingTime: 'urgent',
      createdAt: new Date('2026-03-11T08:00:00Z'),
    },
  );
  draft = await applicationWith(
    db,
    [{ firstName: 'Zoë', lastName: 'Müller', passportNumber: 'Z5' }],
    {
      email: 'zoe@example.de',
      status: 'draft',
      visaType: 'medical',
      createdAt: new Date('2026-03-12T23:59:59Z'),
    },
  );
  old = await applicationWith(
    db,
    [{ firstName: 'Doe', lastName: 'Janeway', passportNumber: 'X12' }],
    {
      email: 'k.janeway@example.org',
      status: 'rejected',
      visaType: 'tourist',
      createdAt: new Date('2025-12-31T23:00:00Z'),
    },
  );
});
afterAll(() => handle.close());

describe('search', () => {
  it('finds by application number prefix, any case, with or without VISA-', async () => {
    const prefix = jane.applicationNumber.slice(0, 10);
    expect(await numbers({ q: prefix.toLowerCase() })).toEqual([jane.applicationNumber]);
    expect(await numbers({ q: `visa-${jane.applicationNumber}` })).toEqual([
      jane.applicationNumber,
    ]);
  });

  it('finds by the whole email, any case, and not by a part of it', async () => {
    expect(await numbers({ q: 'jane.doe@example.COM' })).toEqual([jane.applicationNumber]);
    expect(await numbers({ q: 'jane.doe@example' })).toEqual([]);
  });

  it('finds by the whole passport number of any applicant, any case, through its blind index', async () => {
    expect(await numbers({ q: 'y7654321' })).toEqual([jane.applicationNumber]);
    expect(await numbers({ q: 'X1234567' })).toEqual([jane.applicationNumber]);
    // Sealed: a part of the number finds nothing ('X12' is Janeway's whole number).
    expect(await numbers({ q: 'y76543' })).toEqual([]);
    expect(await numbers({ q: 'x12' })).toEqual([old.applicationNumber]);
  });

  it('compares passport numbers by their letters and digits; % and _ are not wildcards', async () => {
    expect(await numbers({ q: 'U99_887%' })).toEqual([ali.applicationNumber]);
    expect(await numbers({ q: 'U99-887' })).toEqual([ali.applicationNumber]);
    expect(await numbers({ q: 'U99%' })).toEqual([]);
    expect(await numbers({ q: '%' })).toEqual([]);
    expect(await numbers({ q: '_' })).toEqual([]);
  });

  it('finds by the beginnings of name words: first, last, either order, accents and case ignored', async () => {
    expect(await numbers({ q: 'john' })).toEqual([jane.applicationNumber]);
    // A one-letter word is not indexed, so it narrows nothing.
    expect(await numbers({ q: 'JANE   D' })).toEqual([
      jane.applicationNumber,
      old.applicationNumber,
    ]);
    expect(await numbers({ q: 'doe jo' })).toEqual([jane.applicationNumber]);
    expect(await numbers({ q: 'yılmaz' })).toEqual([ali.applicationNumber]);
    expect(await numbers({ q: 'zoe MU' })).toEqual([draft.applicationNumber]);
    expect(await numbers({ q: 'zoë mü' })).toEqual([draft.applicationNumber]);
    // 'Doe' is Jane's last name and Janeway's first: both match, once each.
    expect(await numbers({ q: 'doe' })).toEqual([jane.applicationNumber, old.applicationNumber]);
    expect(await numbers({ q: 'oe' })).toEqual([]);
    expect(await numbers({ q: 'j' })).toEqual([]);
  });

  it('keeps no name or passport number in clear in the database', async () => {
    const rows = await handle.db.execute<Record<string, unknown>>(
      sql`select details, first_name, last_name, passport_number, passport_index, name_index from applicants`,
    );
    const dump = JSON.stringify(rows.rows);
    for (const secret of ['Jane', 'Doe', 'Yılmaz', 'X1234567', 'Y7654321', 'Müller'])
      expect(dump).not.toContain(secret);
  });

  it('lists each application once however many of its applicants match', async () => {
    const page = await list({ q: 'Doe' });
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(2);
  });

  it('finds exactly what the rules say, whatever is typed', async () => {
    const people: Record<string, [string, string, string][]> = {
      [jane.id]: [
        ['Jane', 'Doe', 'X1234567'],
        ['John', 'Doe', 'Y7654321'],
      ],
      [ali.id]: [['Ali', 'Yılmaz', 'U99_887%']],
      [draft.id]: [['Zoë', 'Müller', 'Z5']],
      [old.id]: [['Doe', 'Janeway', 'X12']],
    };
    // The rules of docs/requirements/staff-dashboard.md, written out plainly.
    const fold = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w !== '');
    const passportForm = (text: string) =>
      text
        .normalize('NFKC')
        .toUpperCase()
        .replace(/[^\p{L}\p{N}]/gu, '');
    const expected = (typed: string) => {
      const q = typed.trim().replace(/\s+/g, ' ');
      const lower = q.toLowerCase();
      const number = q.toUpperCase().replace(/^VISA-/, '');
      const queryWords = fold(q).filter((w) => w.length >= 2);
      return [jane, ali, draft, old]
        .filter(
          (a) =>
            q === '' ||
            (/^[A-Z0-9]+$/.test(number) && a.applicationNumber.startsWith(number)) ||
            (q.includes('@') && a.email.toLowerCase() === lower) ||
            people[a.id]!.some(
              ([first, last, passport]) =>
                (!q.includes(' ') &&
                  passportForm(q) !== '' &&
                  passportForm(passport) === passportForm(q)) ||
                (queryWords.length > 0 &&
                  queryWords.every((w) =>
                    fold(`${first} ${last}`).some((n) => n.startsWith(w.slice(0, 20))),
                  )),
            ),
        )
        .map((a) => a.applicationNumber)
        .sort();
    };
    const known = [
      jane.applicationNumber,
      `visa-${ali.applicationNumber}`,
      'Jane.Doe@example.com',
      'john doe',
      'Doe  Jane',
      'u99_887%',
      'X1234567',
      'yılmaz ali',
    ];
    const typed = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.tuple(fc.constantFrom(...known), fc.nat(), fc.boolean()).map(([text, cut, upper]) => {
        const part = text.slice(0, 1 + (cut % text.length));
        return upper ? part.toUpperCase() : part;
      }),
    );
    await fc.assert(
      fc.asyncProperty(typed, async (q) => {
        const page = await list({ q, pageSize: 100 });
        expect(page.items.map((i) => i.applicationNumber).sort(), q).toEqual(expected(q));
        expect(page.total).toBe(page.items.length);
      }),
      { numRuns: 80 },
    );
  });
});

describe('filters, sort and pages', () => {
  it('filters by status, visa type, processing time and created days (UTC, both ends in)', async () => {
    expect(await numbers({ status: 'paid' })).toEqual([ali.applicationNumber]);
    expect(await numbers({ visaType: 'business' })).toEqual([jane.applicationNumber]);
    expect(await numbers({ processingTime: 'urgent' })).toEqual([ali.applicationNumber]);
    expect(await numbers({ createdFrom: '2026-03-11', createdTo: '2026-03-12' })).toEqual([
      draft.applicationNumber,
      ali.applicationNumber,
    ]);
    expect(await numbers({ createdTo: '2025-12-31' })).toEqual([old.applicationNumber]);
    expect(await numbers({ q: 'doe', status: 'rejected' })).toEqual([old.applicationNumber]);
  });

  it('sorts by each field in both directions', async () => {
    const all = [old, jane, ali, draft];
    expect(await numbers({ order: 'asc' })).toEqual(all.map((a) => a.applicationNumber));
    expect(await numbers({ sort: 'applicationNumber', order: 'asc' })).toEqual(
      all.map((a) => a.applicationNumber).sort(),
    );
    expect(await numbers({ sort: 'status', order: 'desc' })).toEqual(
      [ali, old, jane, draft]
        .sort((a, b) => b.status.localeCompare(a.status))
        .map((a) => a.applicationNumber),
    );
  });

  it('pages with a total over every match, and counts per status over the whole table', async () => {
    const first = await list({ pageSize: 3, order: 'asc' });
    const second = await list({ pageSize: 3, page: 2, order: 'asc' });
    expect(first.total).toBe(4);
    expect(first.items.map((i) => i.applicationNumber)).toEqual(
      [old, jane, ali].map((a) => a.applicationNumber),
    );
    expect(second.items.map((i) => i.applicationNumber)).toEqual([draft.applicationNumber]);
    expect((await list({ status: 'paid' })).total).toBe(1);
    expect((await list({ status: 'approved' })).total).toBe(0);
    expect((await list({ q: 'doe', pageSize: 1 })).total).toBe(2);
    expect((await list({ status: 'paid' })).counts).toEqual({
      draft: 1,
      submitted: 0,
      paid: 1,
      under_review: 1,
      approved: 0,
      rejected: 1,
      partly_approved: 0,
      action_required: 0,
    });
  });

  it('answers the row fields with the lead applicant name', async () => {
    const [row] = (await list({ q: jane.applicationNumber })).items;
    expect(row).toEqual({
      id: jane.id,
      applicationNumber: jane.applicationNumber,
      status: 'under_review',
      visaType: 'business',
      processingTime: 'normal',
      email: 'Jane.Doe@Example.com',
      leadName: 'Jane Doe',
      numberOfApplicants: 2,
      totalAmount: jane.totalAmount,
      createdAt: '2026-03-10T12:00:00.000Z',
      updatedAt: jane.updatedAt.toISOString(),
      dueAt: null,
      overdue: false,
      assignedTo: null,
      assignedAt: null,
    });
  });
});
