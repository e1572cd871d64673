import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';

/** The nesting depth of a parsed value, the slow and obvious way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object') {
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  }
  return 0;
}

describe('nestsDeeperThan', () => {
  it('agrees with the depth of the parsed value, strings with brackets and escapes included', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 12 }),
        fc.integer({ min: 0, max: 14 }),
        (value, limit) => {
          const text = JSON.stringify(value);
          expect(nestsDeeperThan(text, limit)).toBe(depthOf(JSON.parse(text)) > limit);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('stops at the limit on a body of 450,000 nested brackets', () => {
    const text = '['.repeat(450_000) + ']'.repeat(450_000);
    const started = performance.now();
    expect(nestsDeeperThan(text, 32)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
    expect(nestsDeeperThan('{"a":"[[[[[[[[\\"[[[["}', 1)).toBe(false);
  });
});
