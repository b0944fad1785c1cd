import type { Store } from '@shop/core/business/business-details';
import { Clock, MapPin, Navigation, Phone, UserRound } from 'lucide-react';
import { directionsHref, storeAddress, storeMapUrl, storeStatus, storeTypeLabels, todayAtStores, weeklyHours } from '../store-details';

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface StoreCardProps {
  store: Store;
  /** The moment shown; the page ticks it every minute. */
  now: Date;
  /** The shop's clock (business details' timeZone). */
  timeZone: string | undefined;
}

/** docs/product.md §2 Contact: one store with its hours this week (today marked), open or closed now, map and directions. */
export function StoreCard({ store, now, timeZone }: StoreCardProps) {
  const address = storeAddress(store);
  const status = storeStatus(store, now, timeZone);
  const isOpen = status.label === 'Open Now';
  const today = todayAtStores(now, timeZone);
  const directions = directionsHref(store.location.googleMapsLink);
  const phone = store.contact.phone.trim();
  const manager = store.contact.manager.trim();

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-linen bg-white">
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-leaf-700">{storeTypeLabels[store.storeType]}</p>
            <h3 className="mt-1 text-xl leading-snug text-ink">{store.storeName}</h3>
          </div>
          <p className="flex shrink-0 flex-col items-end gap-1 text-right">
            <span
              className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
                isOpen ? 'bg-leaf-50 text-leaf-800' : 'bg-sand text-muted'
              }`}
            >
              <span aria-hidden="true" className={`size-1.5 rounded-full ${isOpen ? 'bg-leaf-600' : 'bg-muted/60'}`} />
              {status.label}
            </span>
            {status.hint ? (
              <>
                <span className="sr-only">, </span>
                <span className="max-w-[8.5rem] text-xs text-muted sm:max-w-none">{status.hint}</span>
              </>
            ) : null}
          </p>
        </div>

        <ul className="mt-4 space-y-2.5 text-sm text-muted">
          <li className="flex items-start gap-2.5">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
            <span>{address}</span>
          </li>
          {phone ? (
            <li className="flex items-start gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
              <a href={telHref(phone)} className="hover:text-leaf-700">
                {phone}
              </a>
            </li>
          ) : null}
          {manager ? (
            <li className="flex items-start gap-2.5">
              <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
              <span>Manager: {manager}</span>
            </li>
          ) : null}
        </ul>

        <h4 className="mt-5 flex items-center gap-2 font-sans text-sm font-semibold text-ink">
          <Clock aria-hidden="true" className="size-4 text-leaf-700" />
          Opening hours
        </h4>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Opening hours of {store.storeName} this week</caption>
          <tbody>
            {weeklyHours(store.operatingHours).map((line) => {
              const isToday = line.day === today;
              return (
                <tr key={line.day} aria-current={isToday ? 'date' : undefined} className={isToday ? 'bg-leaf-50 text-leaf-900' : 'text-muted'}>
                  <th scope="row" className={`rounded-l-md py-1 pl-2 text-left ${isToday ? 'font-semibold' : 'font-normal'}`}>
                    {line.label}
                    {isToday ? <span className="ml-1.5 text-xs font-normal text-leaf-700">(today)</span> : null}
                  </th>
                  <td className={`rounded-r-md py-1 pr-2 text-right ${isToday ? 'font-semibold' : ''} ${line.closed ? 'text-clay' : ''}`}>{line.hours}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="border-t border-linen">
        <iframe
          src={storeMapUrl(address)}
          title={`Map of ${store.storeName}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="block h-56 w-full border-0 bg-sand"
        />
        {directions ? (
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center justify-center gap-2 bg-sand/60 px-4 py-3 text-sm font-semibold text-leaf-700 transition-colors hover:bg-leaf-50 hover:text-leaf-800"
          >
            <Navigation aria-hidden="true" className="size-4" />
            Get directions
            <span className="sr-only"> to {store.storeName} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
