import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings on the page (or in the part `within` selects), one line each. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) axe = axe.include(within);
  // A fade-in still under way would be measured as faint text that nobody actually sees.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`));
}
