import { REVIEW_TEXT_MAX, reviewMessages } from '@shop/core/reviews/reviews';
import { LoaderCircle, LogIn, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/auth';
import { setRedirectAfterLogin } from '../../../lib/storage';
import type { ReviewDto, ReviewTarget } from '../api/get-reviews';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { mustVerifyEmail, useSubmitReview } from '../api/submit-review';
import { checkReviewForm, refusedReviewFields, type ReviewField, type ReviewFormProblem } from '../review-form-rules';
import { formatReviewDate, pickReviewImages } from '../review-rules';
import { ReviewImagePicker, type PickedImage } from './review-image-picker';
import { StarPicker } from './star-picker';

interface ReviewFormProps {
  target: ReviewTarget;
  /** The signed-in customer's review of this product or deal, from the list: the form then edits it. */
  ownReview?: ReviewDto | null;
}

/** docs/product.md §5: only a logged-in shopper reviews; the link brings a visitor back here after login. */
function LoginToReview() {
  const location = useLocation();
  return (
    <div className="rounded-2xl border border-linen bg-sand/50 p-5">
      <p className="text-sm text-ink">{reviewMessages.loginToReview}</p>
      <Link
        to="/login"
        onClick={() => setRedirectAfterLogin(`${location.pathname}${location.search}`)}
        className="mt-3 inline-flex items-center gap-2 rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-leaf-800"
      >
        <LogIn aria-hidden="true" className="size-4" />
        Log in to review
      </Link>
    </div>
  );
}

/** docs/product.md §6: only an account with a proven address reviews; the account page sends the link again. */
function VerifyEmailToReview() {
  return (
    <div className="rounded-2xl border border-linen bg-sand/50 p-5">
      <p className="text-sm text-ink">{reviewMessages.verifyEmailToReview}</p>
      <Link
        to="/account"
        className="mt-3 inline-flex items-center gap-2 rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-leaf-800"
      >
        <MailCheck aria-hidden="true" className="size-4" />
        Go to your account
      </Link>
    </div>
  );
}

/** docs/product.md §4: one review per customer; sending again replaces it, photos included. */
function EditingNote({ review }: { review: ReviewDto }) {
  const date = formatReviewDate(review.date);
  const photos = review.reviewImages.length;
  const replaced = photos > 0 ? `your ${photos === 1 ? 'photo' : `${photos} photos`}` : 'photos';
  return (
    <p className="rounded-xl bg-sand/60 px-3.5 py-2.5 text-sm text-ink">
      You reviewed this{date ? ` on ${date}` : ''}. Sending it again replaces your rating, text and {replaced}.
    </p>
  );
}

interface ReviewFormFieldsProps {
  target: ReviewTarget;
  userId: string;
  own: ReviewDto | null;
  /** The server refused the review because the account's address is not proven yet. */
  onMustVerifyEmail: () => void;
}

function ReviewFormFields({ target, userId, own, onMustVerifyEmail }: ReviewFormFieldsProps) {
  const [rating, setRating] = useState<number | null>(own?.rating ?? null);
  const [content, setContent] = useState(own?.content ?? '');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problem, setProblem] = useState<ReviewFormProblem | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const submit = useSubmitReview();
  const busy = submit.isPending;

  const contentId = useId();
  const errorId = useId();
  const firstStarRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const addPhotosRef = useRef<HTMLInputElement>(null);
  const nextImageId = useRef(0);

  // Previews hold the photo in memory until their URL is revoked: on remove, on reset and on leaving.
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  });
  useEffect(() => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  // A removed preview takes its button with it; focus goes to Add rather than to the page's top.
  const focusAddPhotos = useRef(false);
  useEffect(() => {
    if (!focusAddPhotos.current) return;
    focusAddPhotos.current = false;
    addPhotosRef.current?.focus();
  }, [images]);

  function pickImages(files: File[]) {
    const { accepted, error } = pickReviewImages(images.length, files);
    setImageError(error);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => ({ id: `photo-${(nextImageId.current += 1)}`, file, url: URL.createObjectURL(file) }));
    setImages((current) => [...current, ...added]);
  }

  function removeImage(id: string) {
    const removed = images.find((image) => image.id === id);
    if (removed) URL.revokeObjectURL(removed.url);
    setImageError(null);
    focusAddPhotos.current = true;
    setImages((current) => current.filter((image) => image.id !== id));
  }

  /** After sending: the form shows the review as saved, ready to be edited again. */
  function showSaved(saved: Pick<ReviewDto, 'rating' | 'content'>) {
    for (const image of images) URL.revokeObjectURL(image.url);
    setImages([]);
    setRating(saved.rating);
    setContent(saved.content);
    setProblem(null);
    setImageError(null);
  }

  // A problem takes the shopper to the first field to fix, once the fields are enabled again: a
  // refusal from the server arrives while the form is still disabled for sending.
  const focusProblem = useRef(false);
  useEffect(() => {
    if (!focusProblem.current || !problem || busy) return;
    focusProblem.current = false;
    if (problem.fields[0] === 'rating') firstStarRef.current?.focus();
    else contentRef.current?.focus();
  }, [problem, busy]);

  function showProblem(found: ReviewFormProblem) {
    focusProblem.current = true;
    setProblem(found);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkReviewForm(target, rating, content);
    if (!check.ok) {
      showProblem({ message: check.message, fields: check.fields });
      return;
    }
    setProblem(null);
    submit.mutate(
      { target, userId, rating: check.rating, content: check.content, images: images.map((image) => image.file) },
      {
        onSuccess: ({ review }) => showSaved(review),
        onError: (error) => {
          if (mustVerifyEmail(error)) return onMustVerifyEmail();
          const refused = refusedReviewFields(error);
          if (refused) showProblem(refused);
        },
      },
    );
  }

  const invalid = (field: ReviewField) => problem?.fields.includes(field) ?? false;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-5 rounded-2xl border border-linen bg-white p-5">
      {own ? <EditingNote review={own} /> : null}
      <StarPicker
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          setProblem(null);
        }}
        invalid={invalid('rating')}
        errorId={errorId}
        firstStarRef={firstStarRef}
        disabled={busy}
      />
      <div>
        <label htmlFor={contentId} className="text-sm font-semibold text-ink">
          Your review
        </label>
        <textarea
          ref={contentRef}
          id={contentId}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setProblem(null);
          }}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          disabled={busy}
          placeholder="What did you like? How did it suit your skin?"
          aria-invalid={invalid('content') || undefined}
          aria-describedby={invalid('content') ? errorId : undefined}
          className={`mt-1.5 block w-full resize-y rounded-xl border bg-cream/60 px-3.5 py-2.5 text-ink placeholder:text-muted/80 focus:border-leaf-600 focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-leaf-600/30 disabled:opacity-60 ${
            invalid('content') ? 'border-red-600' : 'border-linen'
          }`}
        />
        <p aria-hidden="true" className="mt-1 text-right text-xs text-muted">
          {content.length}/{REVIEW_TEXT_MAX}
        </p>
      </div>
      <ReviewImagePicker images={images} onPick={pickImages} onRemove={removeImage} error={imageError} inputRef={addPhotosRef} disabled={busy} />
      {problem ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {problem.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-leaf-800 disabled:cursor-wait disabled:bg-leaf-700/70 sm:w-auto"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {own ? (busy ? 'Updating...' : 'Update Review') : busy ? 'Submitting...' : 'Submit Review'}
      </button>
    </form>
  );
}

/**
 * 'Write a Review': the form for a logged-in shopper, the way to log in for a visitor, and for a
 * customer whose address is not proven yet, the way to prove it. A customer who has reviewed this
 * already gets 'Edit your review', filled in with that review.
 */
export function ReviewForm({ target, ownReview = null }: ReviewFormProps) {
  const session = useSession();
  const headingId = useId();
  const own = session ? ownReview : null;
  // Until the account is known, it is taken as verified: nearly every one is, and the server checks.
  const accountUnverified = useCurrentUser(session?.userId ?? null).data?.emailVerified === false;
  const [refusedUnverified, setRefusedUnverified] = useState<string | null>(null);
  const mustVerify = session !== null && (accountUnverified || refusedUnverified === session.userId);

  let body;
  if (!session) body = <LoginToReview />;
  else if (mustVerify) body = <VerifyEmailToReview />;
  else {
    body = (
      // A new key when the review to edit appears (after the first submit, or once the list loads) fills the form with it.
      <ReviewFormFields
        key={`${session.userId}:${own?._id ?? 'new'}`}
        target={target}
        userId={session.userId}
        own={own}
        onMustVerifyEmail={() => setRefusedUnverified(session.userId)}
      />
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-xl text-ink">
        {own ? 'Edit your review' : 'Write a Review'}
      </h3>
      {body}
    </section>
  );
}
