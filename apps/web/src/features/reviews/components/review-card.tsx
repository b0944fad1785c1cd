import { MessageSquareReply, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, type Ref } from 'react';
import { RatingStars } from '../../../components/ui/rating-stars';
import { VerifiedBuyerBadge } from '../../../components/ui/verified-buyer-badge';
import type { ReviewDto } from '../api/get-reviews';
import { formatReviewDate, reviewAuthor, viewerReaction, type Reaction } from '../review-rules';
import { ReviewPhotos } from './review-photos';
import { replyAuthorName } from '@shop/core/reviews/reviews';
import { useBusinessDetails } from '../../business/api/get-business-details';

interface ReviewCardProps {
  review: ReviewDto;
  viewerId: string | null;
  onReact: (review: ReviewDto, reaction: Reaction) => void;
  ref?: Ref<HTMLElement>;
}

function ReactionButton({ kind, count, pressed, onClick }: { kind: Reaction; count: number; pressed: boolean; onClick: () => void }) {
  const Icon = kind === 'like' ? ThumbsUp : ThumbsDown;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={`${kind === 'like' ? 'Like' : 'Dislike'} (${count})`}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
        pressed ? 'border-leaf-700 bg-leaf-700 text-white hover:bg-leaf-800' : 'border-linen bg-white text-muted hover:border-leaf-600 hover:text-ink'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" fill={pressed ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}

/** The counts on the viewer's own review: shown, never pressed (nobody likes their own review). */
function OwnReviewCounts({ likes, dislikes }: { likes: number; dislikes: number }) {
  return (
    <p className="flex items-center gap-3 text-sm text-muted">
      <span className="inline-flex items-center gap-1" aria-label={`${likes} ${likes === 1 ? 'like' : 'likes'}`}>
        <ThumbsUp aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{likes}</span>
      </span>
      <span className="inline-flex items-center gap-1" aria-label={`${dislikes} ${dislikes === 1 ? 'dislike' : 'dislikes'}`}>
        <ThumbsDown aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{dislikes}</span>
      </span>
    </p>
  );
}

/**
 * One review. Its words and the reply are React text, never HTML: a review that contains markup
 * shows the markup as typed. Focusable from the list so 'Show All' can move focus to the first new one.
 * The viewer's own review says so and has no like or dislike buttons.
 */
export function ReviewCard({ review, viewerId, onReact, ref }: ReviewCardProps) {
  const shopName = useBusinessDetails().data?.company.name || 'the shop';
  const authorId = useId();
  const author = reviewAuthor(review);
  const reaction = viewerReaction(review, viewerId);
  const date = formatReviewDate(review.date);
  const photos = review.reviewImages.map((image) => image.url).filter(Boolean);

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={authorId}
      className="rounded-2xl border border-linen bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf-700 sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <h3 id={authorId} className="min-w-0 break-all font-sans text-sm font-semibold text-ink">
          {author}
        </h3>
        {review.mine ? <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">Your review</span> : null}
        {review.verified ? <VerifiedBuyerBadge /> : null}
        {date ? (
          <span className="text-xs text-muted sm:ml-auto">
            <time dateTime={review.date}>{date}</time>
            {review.editedAt ? <span title={formatReviewDate(review.editedAt) || undefined}> · Edited</span> : null}
          </span>
        ) : null}
      </header>
      <RatingStars rating={review.rating} className="mt-2" />
      <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-ink/90">{review.content}</p>
      {photos.length > 0 ? <ReviewPhotos urls={photos} author={author} /> : null}

      <div className="mt-4 flex items-center gap-2">
        {review.mine ? (
          <OwnReviewCounts likes={review.likes} dislikes={review.dislikes} />
        ) : (
          <>
            <span className="mr-1 text-xs text-muted">Helpful?</span>
            <ReactionButton kind="like" count={review.likes} pressed={reaction === 'like'} onClick={() => onReact(review, 'like')} />
            <ReactionButton kind="dislike" count={review.dislikes} pressed={reaction === 'dislike'} onClick={() => onReact(review, 'dislike')} />
          </>
        )}
      </div>

      {review.reply ? (
        <div className="mt-4 rounded-xl border-l-4 border-leaf-600 bg-leaf-50 px-4 py-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm font-semibold text-leaf-800">
            <MessageSquareReply aria-hidden="true" className="size-4" />
            <span>Reply from {replyAuthorName(review.reply.author, shopName)}</span>
            {formatReviewDate(review.reply.date) ? (
              <time dateTime={review.reply.date} className="text-xs font-normal text-muted">
                {formatReviewDate(review.reply.date)}
              </time>
            ) : null}
          </p>
          <p className="mt-1.5 whitespace-pre-line break-words text-sm leading-relaxed text-ink/90">{review.reply.content}</p>
        </div>
      ) : null}
    </article>
  );
}
