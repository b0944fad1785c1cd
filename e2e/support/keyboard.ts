import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (from wherever focus is now) until `target` has focus, the way a keyboard user would
 * reach it; fails when it is not reached within `maxPresses`, i.e. it is not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error(`tabTo: ${target.toString()} is not in the page`);
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await handle.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} was not reached with ${maxPresses} presses of Tab`);
}

/**
 * Whether the focused element shows it has focus: a non-none outline or box-shadow on the element,
 * or, for a link stretched over a card, the outline the card draws while that link has focus.
 */
export async function focusIndicator(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { element: 'nothing (body)', visible: false };
    const hasOutline = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const own = getComputedStyle(focused);
    let visible = hasOutline(own) || own.boxShadow !== 'none';
    // Only an outline counts on the card: cards carry shadows of their own, focused or not.
    for (let card = focused.parentElement; card && card !== document.body && !visible; card = card.parentElement) {
      visible = hasOutline(getComputedStyle(card));
    }
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    return { element: `${focused.tagName.toLowerCase()} "${name}"`, visible };
  });
}

/** The focused element shows where focus is (see focusIndicator). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await focusIndicator(page);
  expect(indicator.visible, `focus is not visible on ${indicator.element}`).toBe(true);
}

/**
 * Tabs through the whole page from the top until focus leaves it (or comes round again) and names
 * every stop that does not show it has focus.
 */
export async function stopsWithoutVisibleFocus(page: Page, maxPresses = 200): Promise<string[]> {
  const invisible: string[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const indicator = await focusIndicator(page);
    if (indicator.element === 'nothing (body)') break;
    if (!indicator.visible) invisible.push(indicator.element);
  }
  return invisible;
}

/**
 * Tab and Shift+Tab each go round the dialog's controls and come back to where they started,
 * never leaving the dialog on the way.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, maxPresses = 30): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    const start = await page.evaluateHandle(() => document.activeElement);
    let cameBack = false;
    for (let press = 1; press <= maxPresses && !cameBack; press += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} press ${press} moved focus out of the dialog`).toBe(true);
      cameBack = await start.evaluate((element) => element === document.activeElement);
    }
    expect(cameBack, `${key} did not cycle back to the first control within ${maxPresses} presses`).toBe(true);
    await start.dispose();
  }
}

/**
 * The whole keyboard round trip of a modal dialog: the opener is reached with Tab and opened with
 * Enter, focus moves into the dialog, stays inside, Escape closes it and focus returns to the opener.
 */
export async function expectKeyboardDialog(
  page: Page,
  opener: Locator,
  dialog: Locator,
  /** Further checks on the open dialog, made before it is tabbed through and closed. */
  whileOpen?: () => Promise<void>,
): Promise<void> {
  await tabTo(page, opener, 200);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page);
  await whileOpen?.();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
