import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client';

// The embedded database runs queries on this thread: a long queue of them must leave turns to
// the event loop, or a flood of sign-ins holds every other request (client.ts).
describe('the embedded database under a queue of queries', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ dataDir: 'memory://', databaseUrl: '' });
  });
  afterAll(() => handle.close());

  it('lets a timer run while hundreds of queries wait their turn', async () => {
    const { db } = handle;
    let finished = 0;
    const queries = Array.from({ length: 400 }, () =>
      db.execute(sql`select pg_sleep(0.0005)`).then(() => (finished += 1)),
    );
    // A timer set now, due at once: it runs at the event loop's next turn.
    const finishedWhenTimerRan = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(finished), 0),
    );
    await Promise.all(queries);
    expect(finished).toBe(400);
    // Without the turns, the queue ran to its end first (400 of 400 done before the timer).
    expect(finishedWhenTimerRan).toBeLessThan(100);
  });
});
