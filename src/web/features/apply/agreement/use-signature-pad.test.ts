import { describe, expect, it } from 'vitest';
import { canvasPoint, SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './use-signature-pad';

describe('signature pad coordinates', () => {
  const canvas = { width: SIGNATURE_WIDTH, height: SIGNATURE_HEIGHT };

  it('maps a point on a canvas scaled down to a phone width back to 800x400', () => {
    // 800x400 shown at 350x175, 20 px from the left and 300 px from the top.
    const rect = { left: 20, top: 300, width: 350, height: 175 };
    expect(canvasPoint({ clientX: 20, clientY: 300 }, rect, canvas)).toEqual({ x: 0, y: 0 });
    expect(canvasPoint({ clientX: 370, clientY: 475 }, rect, canvas)).toEqual({ x: 800, y: 400 });
    expect(canvasPoint({ clientX: 195, clientY: 387.5 }, rect, canvas)).toEqual({ x: 400, y: 200 });
  });

  it('is the identity at full size', () => {
    const rect = { left: 0, top: 0, width: 800, height: 400 };
    expect(canvasPoint({ clientX: 123, clientY: 45 }, rect, canvas)).toEqual({ x: 123, y: 45 });
  });
});
