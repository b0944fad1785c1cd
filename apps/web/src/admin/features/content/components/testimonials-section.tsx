import { Check, Star, X } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { EmptyState, QueryView } from '../../../components/query-view';
import { useApproveTestimonial } from '../api/approve-testimonial';
import { useAdminTestimonials, type AdminTestimonial } from '../api/list-testimonials';
import { useRejectTestimonial } from '../api/reject-testimonial';
import { Badge, ContentSection } from './content-parts';

const states = {
  pending: { label: 'Waiting for you', tone: 'amber' },
  approved: { label: 'Approved: on the home page', tone: 'green' },
  rejected: { label: 'Rejected: not shown', tone: 'grey' },
} as const;

const shortDate = new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'short', year: 'numeric' });

function TestimonialCard({ testimonial }: { testimonial: AdminTestimonial }) {
  const nameId = useId();
  const approve = useApproveTestimonial();
  const reject = useRejectTestimonial();
  const busy = approve.isPending || reject.isPending;
  const state = states[testimonial.status];
  const onFailure = (error: Error) => toast.error(error.message);
  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-3 rounded-2xl border border-linen bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 id={nameId} className="break-words font-sans text-base font-semibold text-ink">
            {testimonial.name}
          </h3>
          <p className="text-xs text-muted">
            <span className="capitalize">{testimonial.platform}</span> · {shortDate.format(new Date(testimonial.createdAt))}
          </p>
        </div>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {testimonial.rating > 0 ? (
        <p className="flex items-center gap-1 text-sm text-ink">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          {testimonial.rating} of 5
        </p>
      ) : null}
      <blockquote className="whitespace-pre-line break-words text-sm text-ink">{testimonial.content}</blockquote>
      <div className="flex flex-wrap gap-2" aria-busy={busy}>
        {testimonial.status !== 'approved' ? (
          <button type="button" disabled={busy} className={buttonClass.primary} onClick={() => approve.mutate(testimonial._id, { onError: onFailure })}>
            <Check aria-hidden="true" className="size-4" />
            {approve.isPending ? 'Approving…' : 'Approve'}
          </button>
        ) : null}
        {testimonial.status !== 'rejected' ? (
          <button type="button" disabled={busy} className={buttonClass.danger} onClick={() => reject.mutate(testimonial._id, { onError: onFailure })}>
            <X aria-hidden="true" className="size-4" />
            {reject.isPending ? 'Rejecting…' : 'Reject'}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** What customers wrote about the shop: the owner approves those the home page may show. */
export function TestimonialsSection() {
  const testimonials = useAdminTestimonials();
  const waiting = testimonials.data?.filter((testimonial) => testimonial.status === 'pending').length ?? 0;
  return (
    <ContentSection
      title="Testimonials"
      description={
        <>
          What customers said about the shop. Approved ones are shown on the home page.
          {waiting > 0 ? <strong className="ml-1 font-semibold text-ink">{waiting === 1 ? '1 waits for you.' : `${waiting} wait for you.`}</strong> : null}
        </>
      }
    >
      <QueryView
        query={testimonials}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No testimonials yet">When a customer sends one, it waits here for your approval.</EmptyState>}
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {list.map((testimonial) => (
              <li key={testimonial._id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </ContentSection>
  );
}
