import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearPlacement } from './toast-placement';

const overlap = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) =>
  a.top < b.bottom && b.top < a.bottom;

describe('clearPlacement', () => {
  it('keeps the usual edge when the focused element is elsewhere', () => {
    const region = { height: 120, left: 0, right: 320 };
    expect(clearPlacement({ top: 300, bottom: 344, left: 16, right: 300 }, region, 640, true)).toBe(
      'natural',
    );
  });

  it('moves a phone toast to the bottom when focus is in the header', () => {
    const region = { height: 120, left: 0, right: 320 };
    expect(clearPlacement({ top: 8, bottom: 52, left: 8, right: 52 }, region, 640, true)).toBe(
      'bottom',
    );
  });

  it('moves a corner toast to the top when focus is at the bottom, and ignores a control beside it', () => {
    const region = { height: 110, left: 896, right: 1280 };
    expect(
      clearPlacement({ top: 820, bottom: 864, left: 900, right: 1000 }, region, 900, false),
    ).toBe('top');
    expect(
      clearPlacement({ top: 820, bottom: 864, left: 20, right: 300 }, region, 900, false),
    ).toBe('natural');
  });

  it('hides when neither edge is clear', () => {
    const region = { height: 200, left: 0, right: 640 };
    expect(clearPlacement({ top: 150, bottom: 260, left: 0, right: 600 }, region, 400, true)).toBe(
      'hidden',
    );
  });

  it('leaves the toast in place beside an element taller than the room it leaves', () => {
    const region = { height: 120, left: 0, right: 320 };
    expect(clearPlacement({ top: 60, bottom: 2400, left: 0, right: 320 }, region, 640, true)).toBe(
      'natural',
    );
  });

  it('never places the region over the focused element unless it cannot help it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 2000 }), // window height
        fc.integer({ min: 0, max: 600 }), // region height
        fc.integer({ min: -500, max: 2500 }), // box top
        fc.integer({ min: 0, max: 800 }), // box height
        fc.boolean(),
        (windowHeight, height, top, boxHeight, naturalIsTop) => {
          const box = { top, bottom: top + boxHeight, left: 10, right: 100 };
          const region = { height, left: 0, right: 320 };
          const placed = clearPlacement(box, region, windowHeight, naturalIsTop);
          const atTop = { top: 0, bottom: height };
          const atBottom = { top: windowHeight - height, bottom: windowHeight };
          const edge =
            placed === 'natural'
              ? naturalIsTop
                ? atTop
                : atBottom
              : placed === 'top'
                ? atTop
                : placed === 'bottom'
                  ? atBottom
                  : undefined;
          const visible = Math.min(box.bottom, windowHeight) - Math.max(box.top, 0);
          const tooTall = visible > windowHeight - height;
          if (placed === 'hidden') {
            expect(overlap(box, atTop) && overlap(box, atBottom) && !tooTall).toBe(true);
          } else if (!tooTall || placed !== 'natural') {
            expect(edge && overlap(box, edge)).toBe(false);
          }
        },
      ),
    );
  });
});
