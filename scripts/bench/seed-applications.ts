// Bulk seed for the dashboard bench: n applications with 1-3 applicants each, made by
// generate_series inside PostgreSQL (seconds, not minutes). Values are deterministic per row:
// application numbers from md5 bytes over the real alphabet, statuses, types and days spread.
// One in 20 (5%) is in the work queue (under_review), due from 10 days ago to 10 days ahead of
// the seeding, a third of those held by the bench's staff member; the rest spread over the
// other statuses.
import { sql } from 'drizzle-orm';
import { applicationNumberAlphabet } from '@/domain/application-number';
import { applicationStatuses } from '@/domain/status';
import { queueStatuses } from '@/domain/work-queue';
import { processingTimes, touristValidities, visaTypes } from '@/domain/visa';
import { gt } from 'drizzle-orm';
import { sealValue } from '@/server/db/column-crypto';
import { applicants, type Database } from '@/server/db';
import { copiedColumns } from '@/server/services/applications/applicant-rows';

const FIRST = [
  'Jane',
  'John',
  'Ali',
  'Ayşe',
  'Mehmet',
  'Priya',
  'Rahul',
  'Fatima',
  'Omar',
  'Anna',
  'Lukas',
  'Sofia',
  'Mateo',
  'Chen',
  'Wei',
  'Yuki',
  'Hana',
  'Olga',
  'Ivan',
  'Amara',
  'Kofi',
  'Liam',
  'Emma',
  'Noah',
  'Mia',
  'Lucas',
  'Léa',
  'Hugo',
  'Zoë',
  'Elif',
];
const LAST = [
  'Doe',
  'Smith',
  'Yılmaz',
  'Kaya',
  'Sharma',
  'Patel',
  'Khan',
  'Hassan',
  'Müller',
  'Schmidt',
  'García',
  'López',
  'Wang',
  'Li',
  'Sato',
  'Suzuki',
  'Ivanova',
  'Petrov',
  'Mensah',
  'Okafor',
  'Brown',
  'Wilson',
  'Martin',
  'Bernard',
  'Dubois',
  'Rossi',
  'Russo',
  'Novak',
  'Nowak',
  'Jansen',
  'Silva',
  'Santos',
  'Costa',
  'Nielsen',
  'Hansen',
  'Larsen',
  'Öztürk',
  'Demir',
  'Çelik',
  'Aydın',
];

const list = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/** The staff member the bench's 'mine' view is for (holds a third of the queue). */
/** Not a secret: it seals the made-up data of a database kept between bench runs. */
export const BENCH_MASTER_KEY = '0e'.repeat(32);

export const BENCH_STAFF_USERNAME = 'bench-reviewer';

const queued = queueStatuses[0];
const otherStatuses = applicationStatuses.filter((s) => s !== queued);
/** How many different phone numbers the seeded applications have. */
const PHONES = 1000;

export async function seedApplications(db: Database, n: number) {
  await db.execute(sql`insert into staff_users (username, password_hash)
    values (${BENCH_STAFF_USERNAME}, 'not-a-hash') on conflict (username) do nothing`);
  // 32 symbols: the low 5 bits of a byte pick one, as the real generator does.
  const randomChar = (byte: number) =>
    sql.raw(`substr('${applicationNumberAlphabet}', (get_byte(h, ${byte}) & 31) + 1, 1)`);
  const chars = sql.join([0, 1, 2, 3, 4, 5, 6, 7].map(randomChar), sql` || `);
  // Phones sealed as the service stores them: a row in clear would be resealed by the server's
  // start-up pass (sealLegacyRows) while a bench measures. 1,000 numbers, each sealed once.
  const phones = JSON.stringify(
    Array.from({ length: PHONES }, (_, k) =>
      sealValue('applications.phone', `7700900${String(k).padStart(3, '0')}`),
    ),
  );
  await db.execute(sql`
    with sealed as (select array_agg(v order by o) as phones
      from json_array_elements_text(${phones}::json) with ordinality as t(v, o))
    insert into applications (application_number, access_token_hash, status, visa_type,
      tourist_validity, processing_time, transportation, port_of_arrival, email, country_code, phone,
      number_of_applicants, language, pricing, total_amount, submitted_at, paid_at,
      created_at, updated_at, due_at, assigned_staff_id, assigned_at)
    select 'EV2026' || ${chars}, encode(h, 'hex'),
      case when i % 20 = 0 then '${sql.raw(queued)}'
        else (${list(otherStatuses)})[1 + get_byte(h, 8) % ${otherStatuses.length}] end,
      (${list(visaTypes)})[1 + get_byte(h, 9) % ${visaTypes.length}],
      -- The e-Tourist visa has a validity (the applications_tourist_validity_check); others none.
      case when (${list(visaTypes)})[1 + get_byte(h, 9) % ${visaTypes.length}] = 'tourist'
        then (${list(touristValidities)})[1 + get_byte(h, 12) % ${touristValidities.length}] end,
      (${list(processingTimes)})[1 + get_byte(h, 10) % ${processingTimes.length}],
      'airports', 'DEL', 'traveller' || i || '@example.com', '+44', sealed.phones[1 + i % ${PHONES}],
      1 + i % 3, 'en', '{}'::jsonb, 11900 * (1 + i % 3), created, created, created,
      created + (get_byte(h, 11) || ' hours')::interval,
      -- Queued: due within 10 days either side of now (about half overdue); others: none.
      case when i % 20 = 0 then now() + ((get_byte(h, 13) * 256 + get_byte(h, 14)) % 28800 - 14400)
        * interval '1 minute' end,
      case when i % 60 = 0 then (select id from staff_users where username = ${BENCH_STAFF_USERNAME}) end,
      case when i % 60 = 0 then now() end
    from (
      select i, decode(md5('bench' || i), 'hex') || decode(md5('more' || i), 'hex') as h,
        timestamptz '2026-01-01 00:00:00Z' + (i * interval '3 minutes') as created
      from generate_series(1, ${n}) as i
    ) s, sealed
    on conflict (application_number) do nothing`);
  await db.execute(sql`
    insert into applicants (application_id, position, details, first_name, last_name,
      passport_number, validated_at)
    select a.id, p, jsonb_build_object('firstName', f, 'lastName', l, 'passportNumber', pn), f, l, pn, a.created_at
    from (select id, number_of_applicants, created_at, row_number() over (order by created_at) as r
          from applications) a
    cross join lateral generate_series(0, a.number_of_applicants - 1) as p
    cross join lateral (select
      (${list(FIRST)})[1 + ((a.r * 7 + p * 13) % ${FIRST.length})] as f,
      (${list(LAST)})[1 + ((a.r * 11 + p * 3) % ${LAST.length})] as l,
      upper(substr(md5('passport' || a.r || '-' || p), 1, 9)) as pn) names`);
  await sealSeededApplicants(db);
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`vacuum analyze applicants`);
  await db.execute(sql`vacuum analyze applicant_name_tokens`);
  const [counts] = (
    await db.execute<{ applications: number; applicants: number }>(
      sql`select (select count(*) from applications)::int as applications, (select count(*) from applicants)::int as applicants`,
    )
  ).rows;
  return counts!;
}

const SEAL_BATCH = 5000;

/**
 * As the service stores travellers: the form, names and passport number sealed, and the blind
 * indexes the staff search uses (docs/decisions/0039-sealed-columns.md). The SQL above wrote
 * them in clear; they are read back (clear text reads as it is) and rewritten in batches.
 */
async function sealSeededApplicants(db: Database) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: applicants.id, details: applicants.details })
      .from(applicants)
      .where(gt(applicants.id, after))
      .orderBy(applicants.id)
      .limit(SEAL_BATCH);
    if (rows.length === 0) return;
    const seal = (column: string, value: string | null) =>
      value === null ? null : sealValue(`applicants.${column}`, value);
    const sealed = rows.map((row) => {
      const c = copiedColumns(row.details, true);
      return {
        id: row.id,
        details: seal('details', JSON.stringify(row.details)),
        first_name: seal('first_name', c.firstName),
        last_name: seal('last_name', c.lastName),
        passport_number: seal('passport_number', c.passportNumber),
        passport_index: c.passportIndex,
        name_index: c.nameIndex,
      };
    });
    // One JSON parameter for the batch (a JS array in drizzle's sql becomes one parameter each).
    await db.execute(sql`update applicants a set details = v.details, first_name = v.first_name,
        last_name = v.last_name, passport_number = v.passport_number,
        passport_index = v.passport_index, name_index = v.name_index
      from json_to_recordset(${JSON.stringify(sealed)}::json) as v(id uuid, details text,
        first_name text, last_name text, passport_number text, passport_index text,
        name_index text[])
      where a.id = v.id`);
    after = rows[rows.length - 1]!.id;
  }
}
