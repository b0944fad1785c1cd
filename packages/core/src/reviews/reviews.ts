export const REVIEWS_SHOWN_FIRST = 10;
/** How many reviews the storefront asks for at a time after the first REVIEWS_SHOWN_FIRST ('Show All'). */
export const REVIEWS_PAGE_SIZE = 50;
/** The most reviews one page of GET /api/comments may hold. */
export const REVIEWS_PAGE_SIZE_MAX = 100;
export const REVIEW_IMAGES_MAX = 5;
export const REVIEW_IMAGE_BYTES_MAX = 5 * 1024 * 1024;
/**
 * The pixels one review's photos may hold together (width × height × frames, summed over the files),
 * read from their headers before any is decoded: five photos of a 16-megapixel phone camera (4608 ×
 * 3456, 79.6 megapixels) fit, four at the 24-megapixel limit of one photo (96) do not.
 */
export const REVIEW_DECODE_PIXELS_MAX = 80_000_000;
/**
 * Review submits carrying photos one account may make in any hour, taken or refused: each costs
 * image work, so refused photos count as well as accepted ones.
 */
export const REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX = 10;
export const REVIEW_TEXT_MAX = 2000;
/**
 * Review submits (a new review or an edit of one's own) one account may make in any 24 hours: enough
 * for a real shopper, a wall against floods of reviews and photos.
 */
export const REVIEWS_PER_DAY_MAX = 10;
/** Review submits one account may make in any hour, within the daily number: a burst of edits or new reviews waits. */
export const REVIEWS_PER_HOUR_MAX = 5;
/** Likes, dislikes and their removals one account may make in any REACTIONS_WINDOW_MINUTES. */
export const REACTIONS_PER_WINDOW_MAX = 60;
export const REACTIONS_WINDOW_MINUTES = 10;

/** docs/product.md §5 and §8 texts for reviews. */
export const reviewMessages = {
  loginToReview: 'Please login to submit a review',
  invalidToken: 'Invalid token',
  selectRating: 'Please select a rating',
  writeComment: 'Please write a review comment',
  dealRatingAndComment: 'Please provide a rating and comment',
  commentTooLong: `Your review can be at most ${REVIEW_TEXT_MAX} characters long`,
  submitted: 'Review submitted successfully!',
  /** A second submit by the same account for the same product or deal edits the first. */
  updated: 'Review updated',
  ownReview: 'You cannot like or dislike your own review',
  loginToLike: 'Please login to like reviews',
  loginToDislike: 'Please login to dislike reviews',
  tooManyImages: `You can add at most ${REVIEW_IMAGES_MAX} images`,
  imageTooLarge: 'Each image must be at most 5 MB',
  reviewNotFound: 'Review not found',
  notAnImage: 'Only JPEG, PNG, WebP or GIF images are accepted',
  photosTooLargeTogether: `These photos are too large together: at most ${REVIEW_DECODE_PIXELS_MAX / 1_000_000} megapixels in one review. Please send fewer or smaller photos.`,
  /** Only accounts whose address is proven review (docs/product.md §6); the account page sends the link again. */
  verifyEmailToReview: 'Verify your email to write a review.',
} as const;

/** How long to wait, in minutes under an hour, else in hours; never less than a minute. */
function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.ceil(minutes / 60);
  return minutes < 60 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Refusal of a review over REVIEWS_PER_DAY_MAX, telling when the next one is accepted (minutes under an hour, else hours). */
export function dailyReviewLimitMessage(retryAfterSeconds: number): string {
  return `You can write at most ${REVIEWS_PER_DAY_MAX} reviews a day. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** Refusal of a review over REVIEWS_PER_HOUR_MAX. */
export function hourlyReviewLimitMessage(retryAfterSeconds: number): string {
  return `You can write at most ${REVIEWS_PER_HOUR_MAX} reviews an hour. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** Refusal of a review with photos over REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX. */
export function pictureAttemptLimitMessage(retryAfterSeconds: number): string {
  return `You can send photos at most ${REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX} times an hour. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** Refusal of a like or dislike over REACTIONS_PER_WINDOW_MAX. */
export function reactionLimitMessage(retryAfterSeconds: number): string {
  return `Too many likes and dislikes. Please try again in ${waitText(retryAfterSeconds)}.`;
}

// Half of a surrogate pair with no other half: text that no font shows and no database stores.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters other than tabs and line breaks (which count as spaces), and zero-width spaces.
const invisible = /[^\P{Cc}\t\n\v\f\r]|[\u200B\u2060\uFEFF]/gu;

/** The first user-perceived character: a flag, an emoji with a skin tone or a family stays whole. */
function firstGrapheme(word: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
    return first?.segment ?? '';
  }
  return Array.from(word)[0] ?? '';
}

/**
 * docs/product.md §5 Review author: the customer's first name and last initial ('Sana K.' for
 * 'Sana Khan'; a one-word name as it is). Spaces are trimmed and collapsed, invisible characters and
 * half surrogate pairs dropped, and any word with an '@' left out, so the author is never an email
 * even when one was typed as the name. null when nothing is left: the caller shows the masked email.
 */
export function reviewAuthorName(name: string | null | undefined): string | null {
  const words = (name ?? '')
    .replace(loneSurrogate, '')
    .replace(invisible, '')
    .split(/\s+/u)
    .filter((word) => word !== '' && !word.includes('@'));
  const first = words[0];
  if (first === undefined) return null;
  const last = words.length > 1 ? words[words.length - 1]! : null;
  return last === null ? first : `${first} ${firstGrapheme(last).toLocaleUpperCase('en')}.`;
}

/** What review photos may be; the server checks the content, the page the declared type. */
export const acceptedReviewImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** What a product's or deal's rating is made of, as the API sends it (docs/product.md §3). */
export interface RatingCounts {
  rating: number;
  /** Every visible review. */
  reviewCount: number;
  /** Visible reviews whose author has a Delivered order holding what they review. */
  verifiedReviewCount: number;
}

/** '1 review', '15 reviews'. */
export function reviewsLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * docs/product.md §3: the rating averages the verified buyers' reviews when there are any, else every
 * visible review; this is how many reviews it stands on.
 */
export function reviewsRated({ reviewCount, verifiedReviewCount }: RatingCounts): number {
  return verifiedReviewCount > 0 ? verifiedReviewCount : reviewCount;
}

/** '1 verified buyer', '12 verified buyers'. */
export function verifiedBuyersLabel(count: number): string {
  return `${count} verified ${count === 1 ? 'buyer' : 'buyers'}`;
}

/** docs/product.md §2: '4.8 from 12 verified buyers · 15 reviews' ('1 verified buyer', '1 review'); null without verified buyers. */
export function verifiedRatingText({ rating, reviewCount, verifiedReviewCount }: RatingCounts): string | null {
  if (verifiedReviewCount === 0) return null;
  return `${rating.toFixed(1)} from ${verifiedBuyersLabel(verifiedReviewCount)} · ${reviewsLabel(reviewCount)}`;
}

/** The reply's author when the owner names none (the original's 'Admin'); shoppers read the shop's name instead. */
export const DEFAULT_REPLY_AUTHOR = 'Admin';

/**
 * docs/product.md §2 Reviews: who a reply is from, as the page says it: the name the owner gave, else
 * the shop's own name ('Reply from Khalis Naturals', never 'Reply from Admin').
 */
export function replyAuthorName(author: string | undefined, shopName: string): string {
  const named = author?.trim() ?? '';
  return named === '' || named === DEFAULT_REPLY_AUTHOR ? shopName : named;
}
