import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { PushDevice } from '../api/list-push-devices';

// The build alone makes the worker (consoleServiceWorker answers null in tests): this device's is the fake below.
vi.mock('../../../lib/service-worker', () => ({
  consoleServiceWorker: async () => ('PushManager' in window ? registration : null),
}));

beforeAll(async () => {
  await import('./notifications-page');
});

/** The shop's VAPID key as the server hands it out, and the bytes a browser subscribes with. */
const publicKey = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const publicKeyBytes = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/') + '='), (character) => character.charCodeAt(0));

const thisEndpoint = 'https://fcm.googleapis.com/fcm/send/this-phone';
const subscriptionJson = {
  endpoint: thisEndpoint,
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

const otherPhone: PushDevice = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/old-phone',
  device: 'Chrome on Android',
  createdAt: '2026-11-20T05:00:00.000Z',
  lastSentAt: '2026-11-21T10:42:00.000Z',
};
const thisDevice: PushDevice = { endpoint: thisEndpoint, device: 'Chrome on Android', createdAt: '2026-11-22T07:00:00.000Z', lastSentAt: null };

/**
 * The browser's side, as Chrome on a phone has it: permission, a service worker and its push
 * subscription. Kept between tests (the console registers its worker once) and reset in beforeEach.
 */
const browser = {
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  subscribed: false,
  unsubscribed: 0,
  subscribeOptions: [] as PushSubscriptionOptionsInit[],
};

function fakeSubscription() {
  return {
    endpoint: thisEndpoint,
    options: { applicationServerKey: publicKeyBytes.buffer },
    toJSON: () => subscriptionJson,
    unsubscribe: async () => {
      browser.subscribed = false;
      browser.unsubscribed += 1;
      return true;
    },
  };
}

const registration = {
  pushManager: {
    getSubscription: async () => (browser.subscribed ? fakeSubscription() : null),
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      browser.subscribeOptions.push(options);
      browser.subscribed = true;
      return fakeSubscription();
    },
  },
};

function installBrowserPush() {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: async () => (browser.permission = browser.answer),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
}

beforeEach(() => {
  Object.assign(browser, { permission: 'default', answer: 'granted', subscribed: false, unsubscribed: 0, subscribeOptions: [] });
  installBrowserPush();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shop's list of devices: POST adds this one, DELETE removes one; `routes` replace any answer. */
function stubPush(start: PushDevice[], routes: Record<string, FakeHandler> = {}) {
  let devices = start;
  const stub = stubApi({
    ...signInAsOwner(),
    'GET /api/admin/push/public-key': () => json({ success: true, publicKey }),
    'GET /api/admin/push/subscriptions': () => json({ success: true, devices }),
    'POST /api/admin/push/subscriptions': () => {
      devices = [thisDevice, ...devices.filter((device) => device.endpoint !== thisEndpoint)];
      return json({ success: true, message: 'Notifications are on for this device.', device: thisDevice });
    },
    'DELETE /api/admin/push/subscriptions': (request) => {
      const { endpoint } = request.body as { endpoint: string };
      devices = devices.filter((device) => device.endpoint !== endpoint);
      return json({ success: true, message: 'Notifications are off for that device.' });
    },
    'POST /api/admin/push/test': () => json({ success: true, message: 'A test notification is on its way.' }),
    ...routes,
  });
  const writes = (route: string) => stub.requests.filter((request: FakeRequest) => `${request.method} ${request.path}` === route);
  return { ...stub, writes };
}

const thisDeviceCard = async () => within(await screen.findByRole('region', { name: 'This device' }));

describe('Notifications', () => {
  it('turns notifications on for this device: asks the browser, subscribes with the shop’s key, and the shop lists the device', async () => {
    const { writes } = stubPush([otherPhone]);
    const { user } = renderApp('/admin/notifications');
    const card = await thisDeviceCard();
    expect(await card.findByText(/Notifications are off\. Turn them on/)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Turn on notifications' }));
    expect(await card.findByText(/Notifications are on: each new order and customer cancellation/)).toBeInTheDocument();
    expect(browser.subscribeOptions).toEqual([{ userVisibleOnly: true, applicationServerKey: publicKeyBytes }]);
    expect(writes('POST /api/admin/push/subscriptions').map((request) => request.body)).toEqual([subscriptionJson]);
    const devices = within(screen.getByRole('list', { name: 'Devices with notifications on' }));
    expect(devices.getAllByRole('listitem')).toHaveLength(2);
    expect(devices.getAllByRole('listitem')[0]).toHaveTextContent('Chrome on AndroidThis device');
    expect(devices.getAllByRole('listitem')[1]).toHaveTextContent('last notified 21-Nov-2026, 3:42 pm');
  });

  it('sends a test notification to this device, and turns notifications off on the shop and in the browser', async () => {
    browser.permission = 'granted';
    browser.subscribed = true;
    const { writes } = stubPush([thisDevice]);
    const { user } = renderApp('/admin/notifications');
    const card = await thisDeviceCard();

    await user.click(await card.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('A test notification is on its way.')).toBeInTheDocument();
    expect(writes('POST /api/admin/push/test').map((request) => request.body)).toEqual([{ endpoint: thisEndpoint }]);

    await user.click(card.getByRole('button', { name: 'Turn off' }));
    expect(await card.findByText(/Notifications are off\./)).toBeInTheDocument();
    expect(writes('DELETE /api/admin/push/subscriptions').map((request) => request.body)).toEqual([{ endpoint: thisEndpoint }]);
    expect(browser.unsubscribed).toBe(1);
    expect(await screen.findByText('No device has notifications on')).toBeInTheDocument();
  });

  it('shows notifications off when the shop forgot this device’s subscription, and turning on gives it back the same one', async () => {
    browser.permission = 'granted';
    browser.subscribed = true;
    const { writes } = stubPush([]);
    const { user } = renderApp('/admin/notifications');
    const card = await thisDeviceCard();
    await user.click(await card.findByRole('button', { name: 'Turn on notifications' }));
    expect(await card.findByText(/Notifications are on/)).toBeInTheDocument();
    expect(browser.subscribeOptions).toEqual([]);
    expect(writes('POST /api/admin/push/subscriptions')).toHaveLength(1);
  });

  it('puts the shop’s refusal under the button and drops the browser’s subscription, so the two agree', async () => {
    stubPush([], {
      'POST /api/admin/push/subscriptions': () =>
        json({ success: false, code: 'TOO_MANY_PUSH_DEVICES', message: '20 devices already have notifications on. Remove one you no longer use first.' }, 409),
    });
    const { user } = renderApp('/admin/notifications');
    const card = await thisDeviceCard();
    await user.click(await card.findByRole('button', { name: 'Turn on notifications' }));
    expect(await card.findByRole('alert')).toHaveTextContent('20 devices already have notifications on. Remove one you no longer use first.');
    expect(browser.subscribed).toBe(false);
    expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  });

  it('says so when the owner says no to the browser, and how to undo a block', async () => {
    browser.answer = 'denied';
    stubPush([]);
    const { user } = renderApp('/admin/notifications');
    const card = await thisDeviceCard();
    await user.click(await card.findByRole('button', { name: 'Turn on notifications' }));
    expect(await card.findByRole('alert')).toHaveTextContent('The browser now blocks notifications for this shop. Allow them in its site settings');
    await waitFor(() => expect(card.getByRole('status')).toHaveTextContent('This browser blocks notifications for the shop.'));
    expect(card.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('tells an iPhone owner to add the console to the Home Screen first', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1',
    );
    stubPush([]);
    renderApp('/admin/notifications');
    const card = await thisDeviceCard();
    expect(await card.findByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('removes a phone she no longer uses from the list', async () => {
    const { writes } = stubPush([otherPhone]);
    const { user } = renderApp('/admin/notifications');
    const devices = within(await screen.findByRole('list', { name: 'Devices with notifications on' }));
    await user.click(devices.getByRole('button', { name: 'Remove Chrome on Android' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop notifying this device?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No device has notifications on')).toBeInTheDocument();
    expect(writes('DELETE /api/admin/push/subscriptions').map((request) => request.body)).toEqual([{ endpoint: otherPhone.endpoint }]);
  });

  it('offers to install the console when the browser does, and asks the browser when tapped', async () => {
    stubPush([]);
    const { user } = renderApp('/admin/notifications');
    const install = within(await screen.findByRole('region', { name: 'The console as an app' }));
    expect(install.getByText(/choose Install app or Add to Home screen/)).toBeInTheDocument();

    let prompted = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void (prompted += 1),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    await user.click(await install.findByRole('button', { name: 'Install the console' }));
    expect(prompted).toBe(1);
    await waitFor(() => expect(install.queryByRole('button', { name: 'Install the console' })).not.toBeInTheDocument());
  });
});
