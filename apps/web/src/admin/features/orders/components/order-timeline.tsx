import { deliveryAttemptFailedText, orderCallOutcomeLabels, type OrderCallOutcome } from '@shop/core/delivery/parcel-story';
import { EyeOff, PackageX, PhoneCall, PhoneMissed, PhoneOff, StickyNote, type LucideIcon } from 'lucide-react';
import type { AdminOrderDetail } from '../api/get-order';
import { orderStatusLook } from '../../../../components/ui/order-status-badge';
import { formatShopDateTime } from '../../../lib/shop-time';

type StatusEvent = AdminOrderDetail['statusHistory'][number];
type Attempt = AdminOrderDetail['deliveryAttempts'][number];
type Note = AdminOrderDetail['notes'][number];

/** Who made each move, as the owner reads it. */
const actorLabels: Record<StatusEvent['by'], string> = {
  customer: 'by the customer',
  owner: 'by the shop',
  system: 'automatically',
};

const callLooks: Record<OrderCallOutcome, LucideIcon> = {
  answered: PhoneCall,
  'no-answer': PhoneMissed,
  'wrong-number': PhoneOff,
};

const internalLook = 'bg-sand text-ink ring-linen';
const attemptLook = 'bg-orange-50 text-orange-900 ring-orange-200';

/** One line of the story: a status move, a failed delivery attempt, or the owner's note or call. */
type Entry = { at: number; key: string } & ({ kind: 'status'; event: StatusEvent } | { kind: 'attempt'; attempt: Attempt } | { kind: 'note'; note: Note });

/**
 * The order's whole story, oldest first: its moves, the courier's failed attempts and the owner's notes
 * and calls, by their time; at the same moment a move comes before an attempt, an attempt before a note.
 */
function orderStory(order: Pick<AdminOrderDetail, 'statusHistory' | 'deliveryAttempts' | 'notes'>): Entry[] {
  const entries: Entry[] = [
    ...order.statusHistory.map((event, index) => ({ kind: 'status' as const, event, at: event.date, key: `status-${index}` })),
    ...order.deliveryAttempts.map((attempt, index) => ({ kind: 'attempt' as const, attempt, at: Date.parse(attempt.at), key: `attempt-${index}` })),
    ...order.notes.map((note, index) => ({ kind: 'note' as const, note, at: Date.parse(note.at), key: `note-${index}` })),
  ];
  // Array.prototype.sort is stable: equal times keep the order above.
  return entries.sort((a, b) => a.at - b.at);
}

/** The "only you see this" mark of what the customer never sees. */
function Internal({ children = 'Only you see this' }: { children?: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sand px-2 py-0.5 text-[0.7rem] font-semibold uppercase tracking-[0.08em] text-muted">
      <EyeOff aria-hidden="true" className="size-3" />
      {children}
    </span>
  );
}

function EntryBody({ entry }: { entry: Entry }) {
  const at = new Date(entry.at);
  const when = <time dateTime={at.toISOString()}>{formatShopDateTime(at)}</time>;
  if (entry.kind === 'status') {
    const { event } = entry;
    return (
      <>
        <p className="font-medium text-ink">{event.status}</p>
        <p className="text-xs text-muted">
          {when}, {actorLabels[event.by]}
        </p>
        {event.note ? <p className="mt-1 break-words text-ink/80">{event.note}</p> : null}
      </>
    );
  }
  if (entry.kind === 'attempt') {
    const { attempt } = entry;
    return (
      <>
        <p className="font-medium text-orange-900">{deliveryAttemptFailedText(attempt.reason)}</p>
        <p className="text-xs text-muted">{when}, by the shop; the customer sees the reason</p>
        {attempt.note ? (
          <div className="mt-1.5 space-y-1 rounded-lg bg-sand/60 px-2.5 py-1.5">
            <Internal>Your note, only you see it</Internal>
            <p className="break-words text-ink/80">{attempt.note}</p>
          </div>
        ) : null}
      </>
    );
  }
  const { note } = entry;
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-ink">{note.call ? `Call: ${orderCallOutcomeLabels[note.call]}` : 'Internal note'}</span>
        <Internal />
      </p>
      <p className="text-xs text-muted">{when}</p>
      {note.text ? <p className="mt-1 whitespace-pre-line break-words text-ink/80">{note.text}</p> : null}
    </>
  );
}

function entryLook(entry: Entry): { icon: LucideIcon; className: string } {
  if (entry.kind === 'status') return orderStatusLook(entry.event.status);
  if (entry.kind === 'attempt') return { icon: PackageX, className: attemptLook };
  return { icon: entry.note.call ? callLooks[entry.note.call] : StickyNote, className: internalLook };
}

/**
 * Every status the order went through (when, by whom, why, or the courier and tracking number), with the
 * courier's failed attempts and the owner's notes and calls between them, marked as the owner's alone.
 */
export function OrderTimeline({ order }: { order: Pick<AdminOrderDetail, 'statusHistory' | 'deliveryAttempts' | 'notes'> }) {
  const story = orderStory(order);
  if (story.length === 0) return <p className="text-sm text-muted">No history recorded for this order.</p>;
  return (
    <ol className="space-y-0">
      {story.map((entry, index) => {
        const { icon: Icon, className } = entryLook(entry);
        return (
          <li key={entry.key} className="relative flex gap-3 pb-4 last:pb-0">
            {index < story.length - 1 ? <span aria-hidden="true" className="absolute bottom-0 left-4 top-8 w-px -translate-x-1/2 bg-linen" /> : null}
            <span aria-hidden="true" className={`relative flex size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${className}`}>
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 pt-1 text-sm leading-snug">
              <EntryBody entry={entry} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
