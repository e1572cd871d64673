import { describe, expect, it } from 'vitest';
import { ApplicationSlots } from './application-slots';

describe('ApplicationSlots', () => {
  it('runs two at once per application, lets the next wait in order and refuses the rest (429)', async () => {
    const slots = new ApplicationSlots(2, 2);
    const first = await slots.acquire('a');
    const second = await slots.acquire('a');
    const order: string[] = [];
    const third = slots.acquire('a').then((release) => (order.push('third'), release));
    const fourth = slots.acquire('a').then((release) => (order.push('fourth'), release));
    await expect(slots.acquire('a')).rejects.toMatchObject({
      statusCode: 429,
      code: 'request.busy',
    });
    expect(slots.count('a')).toEqual({ running: 2, waiting: 2 });
    // Another application is not held up.
    const other = await slots.acquire('b');

    first();
    first(); // giving a slot back twice frees it once
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(slots.count('a')).toEqual({ running: 0, waiting: 0 });
    other();
    expect(slots.count('b')).toEqual({ running: 0, waiting: 0 });
  });
});
