import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './screen';

/**
 * axe on the page as it is now: no serious or critical violation. Each finding is listed with the elements it was
 * found on, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A toast or dialog fading in or out is half transparent, and a dismissed toast stays in the page, faded out,
  // for a moment: axe would measure the contrast of a passing frame, so it runs once toasts are gone.
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);
  await animationsSettled(page);
  // axe.run in the page itself (legacy mode), reporting only violations in full: the default runs each frame apart
  // and merges the parts in a blank page it opens, which took 4-7 s a screen against 1.2 s (the home page, measured
  // side by side in one run). It leaves out cross-origin frames, and the app has none of its own.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}, on ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' > '))
          .join(' | ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
}
