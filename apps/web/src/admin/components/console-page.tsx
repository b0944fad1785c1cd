import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { useUnseenOrders } from '../lib/unseen-orders';

interface ConsolePageProps {
  title: string;
  /** One line under the title: what the screen is for, or where the shown item stands. */
  description?: ReactNode;
  /** The screen's own buttons (New product, Print packing slip), beside the title on a wide screen and under it on a phone. */
  actions?: ReactNode;
  /** Above the title: a link back to the list the screen was opened from. */
  back?: ReactNode;
  children: ReactNode;
}

/** The frame of every console screen: its title (also the tab's), its actions, then its content. */
export function ConsolePage({ title, description, actions, back, children }: ConsolePageProps) {
  // Orders heard of while she looked elsewhere: "(2) Orders", as a mail client counts unread mail.
  const unseen = useUnseenOrders();
  useDocumentTitle(`${unseen > 0 ? `(${unseen}) ` : ''}${title} · Shop console`);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-28 pt-5 sm:px-6 lg:px-8 lg:pb-12 lg:pt-8">
      {back ? <div className="mb-3">{back}</div> : null}
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl text-ink sm:text-3xl">{title}</h1>
          {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
