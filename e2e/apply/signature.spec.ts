import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { seedSession } from '../support/stored-session';

// The signature pad uses Pointer Events, so a finger draws as a mouse does, and maps the
// scaled-down canvas back to its 800x400 pixels.

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger signs: the stroke lands where it was drawn on the scaled pad', async ({
    page,
    request,
  }) => {
    const created = await createApplicationViaApi(request);
    await saveApplicantsViaApi(request, created, 1);
    await seedSession(page, created);
    await page.goto('/apply/agreement');
    const pad = page.getByRole('img', { name: 'Your signature' });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('signature pad not visible');
    expect(box.width).toBeLessThan(400); // the 800 px canvas is scaled down to fit

    // A horizontal stroke across the middle, from 20 % to 80 % of the shown width.
    const client = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const at = (fraction: number) => ({ x: box.x + box.width * fraction, y });
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0.2)] });
    for (let f = 0.25; f <= 0.8; f += 0.05) {
      await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(f)] });
    }
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByText('Signature captured.')).toBeAttached();

    // In canvas pixels (800x400) the line runs through the middle, and nowhere near the top.
    const alpha = (x: number, y: number) =>
      pad.evaluate(
        (canvas, [px, py]) =>
          (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(px ?? 0, py ?? 0, 1, 1)
            .data[3] ?? 0,
        [x, y],
      );
    expect(await alpha(400, 200)).toBeGreaterThan(0);
    expect(await alpha(300, 200)).toBeGreaterThan(0);
    expect(await alpha(400, 60)).toBe(0);
    expect(await alpha(100, 200)).toBe(0);

    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await alpha(400, 200)).toBe(0);
  });
});
