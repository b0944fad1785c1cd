import { notificationSettingsPath } from '@shop/core/console/push-notification';

/**
 * The console's screens and their addresses (docs/product.md §10), named once: the navigation, the
 * Today screen's links and every "open the filtered list" link build their addresses here.
 */
export const consoleBase = '/admin';

export const consoleScreens = [
  { key: 'today', label: 'Today', path: consoleBase },
  { key: 'orders', label: 'Orders', path: `${consoleBase}/orders` },
  { key: 'customers', label: 'Customers', path: `${consoleBase}/customers` },
  { key: 'couriers', label: 'Couriers', path: `${consoleBase}/couriers` },
  { key: 'reports', label: 'Reports', path: `${consoleBase}/reports` },
  { key: 'blocks', label: 'Blocklist', path: `${consoleBase}/blocks` },
  { key: 'products', label: 'Products', path: `${consoleBase}/products` },
  { key: 'deals', label: 'Deals', path: `${consoleBase}/deals` },
  { key: 'discountCodes', label: 'Discount codes', path: `${consoleBase}/discount-codes` },
  { key: 'abandonedCarts', label: 'Abandoned carts', path: `${consoleBase}/abandoned-carts` },
  { key: 'reviews', label: 'Reviews', path: `${consoleBase}/reviews` },
  { key: 'content', label: 'Content', path: `${consoleBase}/content` },
  { key: 'journal', label: 'Journal', path: `${consoleBase}/journal` },
  { key: 'messages', label: 'Messages', path: `${consoleBase}/messages` },
  { key: 'activity', label: 'Activity', path: `${consoleBase}/activity` },
  { key: 'notifications', label: 'Notifications', path: notificationSettingsPath },
] as const;

export type ConsoleScreen = (typeof consoleScreens)[number]['key'];

const screenPath = Object.fromEntries(consoleScreens.map((screen) => [screen.key, screen.path])) as Record<ConsoleScreen, string>;

/** A screen's address with its filters as query parameters (empty ones left out), e.g. consolePath('orders', { status: 'Placed' }). */
export function consolePath(screen: ConsoleScreen, query: Record<string, string | number | boolean | undefined> = {}, subpath = ''): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return `${screenPath[screen]}${subpath ? `/${subpath.split('/').map(encodeURIComponent).join('/')}` : ''}${text ? `?${text}` : ''}`;
}

/** A courier's page: its name encoded whole, as a courier may be named "M&P" or "Call Courier". */
export const courierPath = (courier: string) => `${screenPath.couriers}/${encodeURIComponent(courier)}`;

/**
 * The payouts couriers sent, reached from the Couriers screen rather than the navigation; the Couriers
 * screen, Today and an order's page link here.
 */
export const courierPayoutsPath = `${consoleBase}/courier-payouts`;

export const courierPayoutPath = (payoutId: string) => `${courierPayoutsPath}/${encodeURIComponent(payoutId)}`;

/** Recording a payout, the courier chosen already when one is named. */
export const newCourierPayoutPath = (courier?: string) => `${courierPayoutsPath}/new${courier ? `?${new URLSearchParams({ courier }).toString()}` : ''}`;
