import { BellOff, BellRing, Download, Send, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ConsolePage } from '../../../components/console-page';
import { FormAlert } from '../../../components/form-alert';
import { EmptyState, LoadingRows, QueryView } from '../../../components/query-view';
import { isInstalledApp, useInstallOffer } from '../../../lib/install-prompt';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useDeletePushSubscription } from '../api/delete-push-subscription';
import { usePushDevices, type PushDevice } from '../api/list-push-devices';
import { useSendTestPush } from '../api/send-test-push';
import { ChimeToggle } from '../components/chime-toggle';
import { isAppleMobile, PermissionNotGiven, useThisDevicePush, type ThisDevicePush } from '../push-on-this-device';

const card = 'rounded-2xl border border-linen bg-white p-4 sm:p-5';

const unsupportedText: Record<Extract<ThisDevicePush, { state: 'unsupported' }>['reason'], string> = {
  insecure: 'Notifications need the shop to be open over https. Open the console at its https address on this device.',
  'install-first':
    'On an iPhone or iPad, notifications work once the console is on the Home Screen: tap Share, then Add to Home Screen, and open the console from there.',
  browser: 'This browser cannot show notifications. Chrome, Edge, Firefox and Safari (16.4 or later) can.',
};

/** Why turning on failed, in the owner's words: her own "no" is not a fault. */
function failureText(error: unknown): string {
  if (error instanceof PermissionNotGiven) {
    return error.answer === 'blocked'
      ? 'The browser now blocks notifications for this shop. Allow them in its site settings, then try again.'
      : 'Notifications stay off: the browser asked, and no answer was given.';
  }
  if (isApiError(error)) return error.message;
  return 'This browser could not turn notifications on. Please try again.';
}

function ThisDeviceCard() {
  const { device, on, off } = useThisDevicePush();
  const test = useSendTestPush();
  const [failure, setFailure] = useState<string | null>(null);
  const current = device.data;
  const busy = on.isPending || off.isPending;

  let status: string;
  let actions = null;
  if (device.isPending) status = 'Checking this device…';
  else if (device.isError || !current) status = 'This device could not be checked. Reload the page to try again.';
  else if (current.state === 'unsupported') status = unsupportedText[current.reason];
  else if (current.state === 'blocked') status = 'This browser blocks notifications for the shop. Allow them in its site settings, then reload this page.';
  else if (current.state === 'off') {
    status = 'Notifications are off. Turn them on to hear of each new order and cancellation on this device, even with the console closed.';
    actions = (
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setFailure(null);
          on.mutate(undefined, {
            onSuccess: () => toast.success('Notifications are on for this device.'),
            onError: (error) => setFailure(failureText(error)),
          });
        }}
        className={buttonClass.primary}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {on.isPending ? 'Turning on…' : 'Turn on notifications'}
      </button>
    );
  } else {
    const endpoint = current.endpoint;
    status = 'Notifications are on: each new order and customer cancellation shows on this device, even with the console closed.';
    actions = (
      <>
        <button
          type="button"
          disabled={test.isPending}
          onClick={() => {
            setFailure(null);
            test.mutate(endpoint, { onSuccess: (message) => toast.success(message), onError: (error) => setFailure(failureText(error)) });
          }}
          className={buttonClass.secondary}
        >
          <Send aria-hidden="true" className="size-4" />
          {test.isPending ? 'Sending…' : 'Send a test notification'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setFailure(null);
            off.mutate(endpoint, { onSuccess: (message) => toast.success(message), onError: (error) => setFailure(failureText(error)) });
          }}
          className={buttonClass.danger}
        >
          <BellOff aria-hidden="true" className="size-4" />
          {off.isPending ? 'Turning off…' : 'Turn off'}
        </button>
      </>
    );
  }

  return (
    <section aria-labelledby="this-device" className={card}>
      <h2 id="this-device" className="font-serif text-lg text-ink">
        This device
      </h2>
      <p role="status" className="mt-1 text-sm text-muted">
        {status}
      </p>
      <FormAlert message={failure} className="mt-3" />
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      <div className="mt-4 border-t border-linen pt-3">
        <p className="text-sm text-muted">With the console open, a chime can sound for each new order, confirmation and cancellation.</p>
        <ChimeToggle className={`${buttonClass.secondary} mt-2`} />
      </div>
    </section>
  );
}

function DeviceRow({ device, isThisDevice, onRemove }: { device: PushDevice; isThisDevice: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {device.device}
            {isThisDevice ? (
              <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-leaf-50 px-2 py-0.5 align-middle text-xs font-semibold text-leaf-800">
                This device
              </span>
            ) : null}
          </p>
          <p className="text-sm text-muted">
            On since {formatShopDateTime(device.createdAt)} ·{' '}
            {device.lastSentAt ? `last notified ${formatShopDateTime(device.lastSentAt)}` : 'not notified yet'}
          </p>
        </div>
      </div>
      <button type="button" onClick={onRemove} className={`${buttonClass.danger} shrink-0`} aria-label={`Remove ${device.device}`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </button>
    </li>
  );
}

function DevicesCard() {
  const devices = usePushDevices();
  const { device: thisDevice } = useThisDevicePush();
  const remove = useDeletePushSubscription();
  const [removing, setRemoving] = useState<PushDevice | null>(null);
  const thisEndpoint = thisDevice.data?.state === 'on' ? thisDevice.data.endpoint : null;
  return (
    <section aria-labelledby="devices" className={card}>
      <h2 id="devices" className="font-serif text-lg text-ink">
        Devices with notifications on
      </h2>
      <p className="mb-3 mt-1 text-sm text-muted">Remove a phone you no longer use: the shop stops notifying it.</p>
      <QueryView
        query={devices}
        loading={<LoadingRows rows={2} label="Loading the devices…" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No device has notifications on">Turn them on above, on each phone or computer that should hear of orders.</EmptyState>}
      >
        {(list) => (
          <ul aria-label="Devices with notifications on" className="divide-y divide-linen rounded-xl border border-linen">
            {list.map((device) => (
              <DeviceRow key={device.endpoint} device={device} isThisDevice={device.endpoint === thisEndpoint} onRemove={() => setRemoving(device)} />
            ))}
          </ul>
        )}
      </QueryView>
      {removing ? (
        <ConfirmDeleteDialog
          title="Stop notifying this device?"
          confirmLabel="Remove"
          pendingLabel="Removing…"
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutateAsync(removing.endpoint).then((message) => toast.success(message))}
        >
          <p>
            <strong>{removing.device}</strong> will no longer be told of new orders and cancellations.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  );
}

/** The console as an app on the phone's Home Screen: the browser's own offer where it makes one, else where to find it. */
function InstallCard() {
  const { canInstall, install } = useInstallOffer();
  let text: string;
  if (isInstalledApp()) text = 'The console is installed on this device: open it from the Home Screen like any app.';
  else if (canInstall) text = 'Put the console on the Home Screen: it opens like an app, without the browser around it.';
  else if (isAppleMobile()) text = 'On an iPhone or iPad: tap Share, then Add to Home Screen.';
  else text = "To put the console on the Home Screen, choose Install app or Add to Home screen in the browser's menu.";
  return (
    <section aria-labelledby="install" className={card}>
      <h2 id="install" className="font-serif text-lg text-ink">
        The console as an app
      </h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
      {canInstall ? (
        <button type="button" onClick={() => void install()} className={`${buttonClass.secondary} mt-4`}>
          <Download aria-hidden="true" className="size-4" />
          Install the console
        </button>
      ) : null}
    </section>
  );
}

/** docs/product.md §10 Live: notifications on the owner's phone with the console closed, turned on per device. */
export function NotificationsPage() {
  return (
    <ConsolePage title="Notifications" description="Hear of each new order and customer cancellation on your phone, even with the console closed.">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <ThisDeviceCard />
          <InstallCard />
        </div>
        <DevicesCard />
      </div>
    </ConsolePage>
  );
}
