import { expect, test, type Page } from '@playwright/test';

interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
interface Store {
  storeName: string;
  status: 'active' | 'inactive' | 'other';
  operatingHours: Record<string, DayHours>;
}

let stores: Store[];
let timeZone: string;

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/business-details');
  expect(response.ok()).toBe(true);
  const { data } = await response.json();
  stores = data.multiStore.stores;
  timeZone = data.timeZone;
});

/** Wednesday 11 March 2026 at a Pakistan clock time (UTC+05:00 all year). */
const wednesdayInPakistan = (time: string) => new Date(`2026-03-11T${time}+05:00`);

/** An active store open at noon on Wednesdays and closed at 03:00, as the demo's shops are. */
function dayShop(): Store & { wednesday: DayHours } {
  const store = stores.find(({ status, operatingHours: { wednesday } }) => {
    return status === 'active' && wednesday && !wednesday.closed && wednesday.open > '03:00' && wednesday.open <= '12:00' && wednesday.close > '12:00';
  });
  expect(store, 'the demo shop has an active store open at noon on Wednesdays').toBeTruthy();
  return { ...store!, wednesday: store!.operatingHours.wednesday! };
}

const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
/** The card's status badge (the week's table also says 'Closed' for a closed day). */
const badge = (store: ReturnType<typeof card>) => store.locator('span').filter({ hasText: /^(Open Now|Closed)$/ });

test.describe('Open Now from the hours, on the shop clock', () => {
  // The shopper's device is in New York: the stores' hours are still read in Pakistan.
  test.use({ timezoneId: 'America/New_York' });

  test("the API names the shop's time zone, Asia/Karachi by default", () => {
    expect(timeZone).toBe('Asia/Karachi');
  });

  test('at 03:00 in Pakistan the store is Closed and says when it opens', async ({ page }) => {
    const shop = dayShop();
    await page.clock.setFixedTime(wednesdayInPakistan('03:00:00'));
    await page.goto('/contact');
    const store = card(page, shop.storeName);
    await expect(badge(store)).toHaveText('Closed');
    await expect(store.getByText(`Opens at ${shop.wednesday.open}`)).toBeVisible();
    await expect(store.getByText('Open Now')).toHaveCount(0);
    await expect(store.getByRole('row', { name: /Wednesday/ })).toHaveAttribute('aria-current', 'date');
  });

  test('at 12:00 in Pakistan the store is Open Now and says when it closes', async ({ page }) => {
    const shop = dayShop();
    await page.clock.setFixedTime(wednesdayInPakistan('12:00:00'));
    await page.goto('/contact');
    const store = card(page, shop.storeName);
    await expect(badge(store)).toHaveText('Open Now');
    await expect(store.getByText(`Closes at ${shop.wednesday.close}`)).toBeVisible();
  });

  test('a store that is not active shows Closed at noon, with no opening hint', async ({ page }) => {
    const inactive = stores.find((store) => store.status === 'inactive');
    test.skip(!inactive, 'the demo shop has no inactive store');
    await page.clock.setFixedTime(wednesdayInPakistan('12:00:00'));
    await page.goto('/contact');
    const store = card(page, inactive!.storeName);
    await expect(badge(store)).toHaveText('Closed');
    await expect(store.getByText('Open Now')).toHaveCount(0);
    await expect(store.getByText(/^Opens /)).toHaveCount(0);
  });

  test('the card turns to Closed at closing time without a reload', async ({ page }) => {
    const shop = dayShop();
    const [hours, minutes] = shop.wednesday.close.split(':').map(Number) as [number, number];
    const closing = new Date(wednesdayInPakistan(`${shop.wednesday.close}:00`).getTime());
    await page.clock.install({ time: new Date(closing.getTime() - 30_000) });
    await page.goto('/contact');
    const store = card(page, shop.storeName);
    await expect(badge(store)).toHaveText('Open Now');
    await expect(store.getByText(`Closes at ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`)).toBeVisible();

    await page.clock.runFor(60_000);
    await expect(badge(store)).toHaveText('Closed');
    await expect(store.getByText(/^Opens Thursday at \d\d:\d\d$/)).toBeVisible();
  });
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Sample {
  scrollY: number;
  shown: boolean;
  button: Box;
  targets: Box[];
}

/**
 * Scrolls from where the first target comes into view to the bottom of the page, a few pixels at a
 * time, and records at each stop the scroll-to-top button's box, whether it is shown, and the targets' boxes.
 */
async function sweep(page: Page, targetSelectors: string[]): Promise<Sample[]> {
  return page.evaluate(async (selectors) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const boxOf = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const targets = selectors.map((selector) => document.querySelector(selector)!);
    const firstTop = Math.min(...targets.map((target) => target.getBoundingClientRect().top + window.scrollY));
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const samples: Sample[] = [];
    for (let y = Math.max(301, firstTop - window.innerHeight); ; y = Math.min(end, y + 12)) {
      window.scrollTo(0, y);
      await frame();
      const button = document.querySelector('button[aria-label="Scroll to top"]');
      if (button) {
        samples.push({ scrollY: window.scrollY, shown: getComputedStyle(button).visibility === 'visible', button: boxOf(button), targets: targets.map(boxOf) });
      }
      if (y >= end) break;
    }
    return samples;
  }, targetSelectors);
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const { width, height, name } of [
  { width: 375, height: 740, name: 'newsletter button' },
  { width: 1280, height: 800, name: 'WhatsApp icon' },
]) {
  test(`at ${width} px the scroll-to-top button never covers the ${name} or the footer's social icons`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const subscribe = page.getByRole('button', { name: 'SUBSCRIBE', exact: true });
    const whatsapp = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ });
    await expect(subscribe).toBeVisible();
    await expect(whatsapp).toBeVisible();
    await subscribe.evaluate((element) => element.setAttribute('data-test-target', 'subscribe'));
    await whatsapp.evaluate((element) => element.setAttribute('data-test-target', 'whatsapp'));

    const samples = await sweep(page, ['[data-test-target="subscribe"]', '[data-test-target="whatsapp"]']);
    expect(samples.length).toBeGreaterThan(20);
    const target = width === 375 ? 0 : 1;
    // The sweep passes the target under the button's corner: the old button covered it there.
    expect(samples.some((sample) => overlaps(sample.button, sample.targets[target]!))).toBe(true);
    // Wherever the button is shown it covers neither.
    const covering = samples.filter((sample) => sample.shown && sample.targets.some((box) => overlaps(sample.button, box)));
    expect(covering.map((sample) => sample.scrollY)).toEqual([]);
    // And it is there at the bottom of the page, where a shopper reaches for it.
    expect(samples.at(-1)!.shown).toBe(true);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });
}
