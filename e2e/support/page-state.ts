import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page shows its content rather than its loading states: no lazy-route or data
 * skeleton (`aria-busy`, pulsing placeholders), no 'Loading ...' text and no full-screen spinner.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  await expect(page.getByText(/^(loading\b.*|redirecting\b.*)\.\.\.$/i).filter({ visible: true })).toHaveCount(0);
}

/** How far the page can be scrolled sideways; above 0 means the layout is wider than the screen. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
