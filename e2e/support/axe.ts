import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe-core violations (WCAG 2.1 A/AA and best practice), one
 * line each with the offending selectors, so a failing test says what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Every axe-core violation of WCAG 2.0/2.1/2.2 A and AA and best practice, whatever its impact,
 * one line each: the accessibility audit's bar (nothing at all, not only serious ones).
 */
export async function allViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} [${v.impact}]: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Waits for every finite CSS animation and transition to end. A toast fading in has a
 * colour contrast of nearly zero for 180 ms; axe must judge what the visitor reads once it
 * has settled, not a frame of the fade. Endless animations (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  // Again until a pause of two frames starts none: an animation that ends may start another (a
  // toast's fade-in, then the next toast's).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round += 1) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) {
        await frame();
        await frame();
        if (
          document
            .getAnimations()
            .every((a) => a.effect?.getComputedTiming().iterations === Infinity)
        )
          return;
        continue;
      }
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
