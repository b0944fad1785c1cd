export const REVIEWS_SHOWN_FIRST = 10;
export const REVIEW_IMAGES_MAX = 5;
export const REVIEW_IMAGE_BYTES_MAX = 5 * 1024 * 1024;
export const REVIEW_TEXT_MAX = 2000;
/** Reviews one account may write in any 24 hours: enough for a real shopper, a wall against floods of reviews and photos. */
export const REVIEWS_PER_DAY_MAX = 10;

/** docs/product.md §5 and §8 texts for reviews. */
export const reviewMessages = {
  loginToReview: 'Please login to submit a review',
  invalidToken: 'Invalid token',
  selectRating: 'Please select a rating',
  writeComment: 'Please write a review comment',
  dealRatingAndComment: 'Please provide a rating and comment',
  commentTooLong: `Your review can be at most ${REVIEW_TEXT_MAX} characters long`,
  submitted: 'Review submitted successfully!',
  loginToLike: 'Please login to like reviews',
  loginToDislike: 'Please login to dislike reviews',
  tooManyImages: `You can add at most ${REVIEW_IMAGES_MAX} images`,
  imageTooLarge: 'Each image must be at most 5 MB',
  reviewNotFound: 'Review not found',
  notAnImage: 'Only JPEG, PNG, WebP or GIF images are accepted',
} as const;

/** Refusal of a review over REVIEWS_PER_DAY_MAX, telling when the next one is accepted (minutes under an hour, else hours). */
export function dailyReviewLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.ceil(minutes / 60);
  const wait = minutes < 60 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hour${hours === 1 ? '' : 's'}`;
  return `You can write at most ${REVIEWS_PER_DAY_MAX} reviews a day. Please try again in ${wait}.`;
}

/** What review photos may be; the server checks the content, the page the declared type. */
export const acceptedReviewImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** docs/product.md §3: the average of ratings above 0, rounded to one decimal; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  const counted = ratings.filter((rating) => rating > 0);
  if (counted.length === 0) return 0;
  const sum = counted.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / counted.length) * 10) / 10;
}
