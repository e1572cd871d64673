import { validCreateApplication } from '@/domain/test-support/fixtures';
import { expect, test } from '../support/test';

// An agency office or a family behind one connection (one address for everyone) starts many
// applications; the per-address limit used to refuse the 21st within ten minutes. Calls that
// carry an application's token are counted per application (vitest: resume-link.test.ts).

test('one connection starts 30 applications in a row', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await request.post('/api/applications', { data: validCreateApplication() });
    statuses.push(res.status());
  }
  expect(statuses.filter((s) => s !== 201)).toEqual([]);
});
