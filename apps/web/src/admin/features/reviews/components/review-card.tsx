import { pagePath } from '@shop/core/shared/routes';
import { EyeOff, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { RatingStars } from '../../../../components/ui/rating-stars';
import { VerifiedBuyerBadge } from '../../../../components/ui/verified-buyer-badge';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useDeleteReviewReply } from '../api/delete-review-reply';
import { useHideReview } from '../api/hide-review';
import type { AdminReview } from '../api/list-reviews';
import { useReplyToReview } from '../api/reply-to-review';
import { useUnhideReview } from '../api/unhide-review';
import { useUpdateReviewReply } from '../api/update-review-reply';
import { ReplyForm } from './reply-form';
import { replyAuthorName } from '@shop/core/reviews/reviews';
import { useBusinessDetails } from '../../../../features/business/api/get-business-details';

const livePage = (review: AdminReview) =>
  review.targetType === 'deal' && review.dealId
    ? pagePath('deal', { dealId: review.dealId })
    : review.productId
      ? pagePath('product', { productId: review.productId })
      : null;

/** A failed action says why in a toast; the card stays as it was. */
const toastFailure = (error: unknown) => toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');

function DeleteReplyDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const deleteReply = useDeleteReviewReply();
  const confirm = () =>
    deleteReply.mutate(review._id, {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
      onError: toastFailure,
    });
  return (
    <ModalDialog title="Delete this reply?" size="sm" onClose={onClose}>
      <p className="text-sm text-ink">The shop's reply to {review.targetName} leaves the shop's pages. The review itself stays.</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass.secondary}>
          Keep it
        </button>
        <button type="button" onClick={confirm} disabled={deleteReply.isPending} className={buttonClass.danger}>
          {deleteReply.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </ModalDialog>
  );
}

/** One review: what it is about, who wrote it and when, its words and photos; the shop's reply, and Hide / Unhide. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const shopName = useBusinessDetails().data?.company.name || 'the shop';
  const headingId = useId();
  const [editing, setEditing] = useState<'reply' | 'edit' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const reply = useReplyToReview();
  const updateReply = useUpdateReviewReply();
  const hide = useHideReview();
  const unhide = useUnhideReview();
  const page = livePage(review);

  const saveReply = async (content: string) => {
    const message = editing === 'edit' ? await updateReply.mutateAsync({ id: review._id, content }) : await reply.mutateAsync({ id: review._id, content });
    toast.success(message);
    setEditing(null);
  };
  const toggleHidden = () => {
    const onSuccess = (message: string) => toast.success(message);
    if (review.hidden) unhide.mutate(review._id, { onSuccess, onError: toastFailure });
    else hide.mutate(review._id, { onSuccess, onError: toastFailure });
  };

  return (
    <article aria-labelledby={headingId} className={`rounded-2xl border border-linen p-4 sm:p-5 ${review.hidden ? 'border-dashed bg-white/60' : 'bg-white'}`}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{review.targetType === 'deal' ? 'Deal' : 'Product'}</p>
          <h2 id={headingId} className="break-words font-sans text-base font-semibold text-ink">
            {page ? (
              <a href={page} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 hover:text-leaf-700 hover:underline">
                {review.targetName}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            ) : (
              review.targetName
            )}
          </h2>
        </div>
        {review.hidden ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-ink">
            <EyeOff aria-hidden="true" className="size-3.5" />
            Hidden
          </span>
        ) : null}
      </header>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <RatingStars rating={review.rating} size="md" />
        <span className="font-semibold text-ink">{review.author}</span>
        {review.verified ? <VerifiedBuyerBadge /> : null}
        {review.email ? (
          <a href={`mailto:${review.email}`} className="min-w-0 break-all text-muted underline-offset-2 hover:text-leaf-700 hover:underline">
            {review.email}
          </a>
        ) : null}
        <time dateTime={review.date} className="text-muted">
          {formatShopDateTime(review.date)}
        </time>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-sm text-ink">{review.content}</p>
      {review.reviewImages.length > 0 ? (
        <ul aria-label="Photos" className="mt-3 flex flex-wrap gap-2">
          {review.reviewImages.map((image, index) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl border border-linen">
                <img src={image.url} alt={`Photo ${index + 1} with the review`} loading="lazy" className="size-20 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-4 border-t border-linen pt-4">
        {editing ? (
          <ReplyForm
            initial={editing === 'edit' ? (review.reply?.content ?? '') : ''}
            submitLabel={editing === 'edit' ? 'Save reply' : 'Post reply'}
            onSubmit={saveReply}
            onCancel={() => setEditing(null)}
          />
        ) : review.reply ? (
          <div className="rounded-xl bg-leaf-50 p-3">
            <p className="text-xs text-muted">
              Reply from <span className="font-semibold text-ink">{replyAuthorName(review.reply.author, shopName)}</span> ·{' '}
              {formatShopDateTime(review.reply.date)}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">{review.reply.content}</p>
          </div>
        ) : null}
        {editing ? null : (
          <div className="mt-3 flex flex-wrap gap-2">
            {review.reply ? (
              <>
                <button type="button" onClick={() => setEditing('edit')} className={buttonClass.secondary}>
                  Edit reply
                </button>
                <button type="button" onClick={() => setConfirmingDelete(true)} className={buttonClass.danger}>
                  Delete reply
                </button>
              </>
            ) : (
              <button type="button" onClick={() => setEditing('reply')} className={buttonClass.primary}>
                Reply
              </button>
            )}
            <button type="button" onClick={toggleHidden} disabled={hide.isPending || unhide.isPending} className={buttonClass.quiet}>
              {review.hidden ? 'Unhide' : 'Hide'}
            </button>
          </div>
        )}
      </div>
      {confirmingDelete ? <DeleteReplyDialog review={review} onClose={() => setConfirmingDelete(false)} /> : null}
    </article>
  );
}
