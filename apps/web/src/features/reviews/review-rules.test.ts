import { REVIEW_IMAGE_BYTES_MAX, reviewMessages } from '@shop/core/reviews/reviews';
import { describe, expect, it } from 'vitest';
import { applyReactionChange, notAnImageMessage, pickReviewImages, reactionChange, reviewAuthor, viewerReaction } from './review-rules';

const photo = (name: string, type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('reactions (docs/product.md §4)', () => {
  const neutral = { likes: 3, dislikes: 1, likedBy: [], dislikedBy: [] };

  it('clicking the reaction already given takes it back; the other one replaces it', () => {
    expect(reactionChange(null, 'like')).toBe('like');
    expect(reactionChange('like', 'like')).toBe('remove-like');
    expect(reactionChange('like', 'dislike')).toBe('dislike');
    expect(reactionChange('dislike', 'dislike')).toBe('remove-dislike');
    expect(reactionChange('dislike', 'like')).toBe('like');
  });

  it('counts a like, flips it to a dislike and takes that back', () => {
    const liked = applyReactionChange(neutral, 'like', 'u-1');
    expect(liked).toEqual({ likes: 4, dislikes: 1, likedBy: ['u-1'], dislikedBy: [] });
    expect(viewerReaction(liked, 'u-1')).toBe('like');

    const flipped = applyReactionChange(liked, 'dislike', 'u-1');
    expect(flipped).toEqual({ likes: 3, dislikes: 2, likedBy: [], dislikedBy: ['u-1'] });

    expect(applyReactionChange(flipped, 'remove-dislike', 'u-1')).toEqual(neutral);
  });

  it('a remove takes back only its own kind and never counts below zero', () => {
    const disliked = { likes: 0, dislikes: 1, likedBy: [], dislikedBy: ['u-1'] };
    expect(applyReactionChange(disliked, 'remove-like', 'u-1')).toEqual(disliked);
    expect(applyReactionChange({ likes: 0, dislikes: 0, likedBy: ['u-1'], dislikedBy: [] }, 'remove-like', 'u-1').likes).toBe(0);
  });

  it('a visitor has no reaction', () => {
    expect(viewerReaction({ ...neutral, likedBy: ['u-1'] }, null)).toBeNull();
  });
});

describe('reviewAuthor (docs/product.md §5)', () => {
  it('shows the masked author, else the masked email, else Unknown User', () => {
    expect(reviewAuthor({ author: 'f***@example.pk', email: 'f***@example.pk' })).toBe('f***@example.pk');
    expect(reviewAuthor({ author: '', email: 'g***@example.pk' })).toBe('g***@example.pk');
    expect(reviewAuthor({ author: '', email: '' })).toBe('Unknown User');
  });
});

describe('pickReviewImages', () => {
  it('takes JPEG, PNG, WebP and GIF photos up to 5 MB each', () => {
    const files = [photo('a.jpg'), photo('b.png', 'image/png'), photo('c.webp', 'image/webp'), photo('d.gif', 'image/gif', REVIEW_IMAGE_BYTES_MAX)];
    expect(pickReviewImages(0, files)).toEqual({ accepted: files, error: null });
  });

  it("refuses other files and large ones with the server's words, keeping the rest", () => {
    const keep = photo('keep.jpg');
    expect(pickReviewImages(0, [photo('notes.txt', 'text/plain'), keep])).toEqual({ accepted: [keep], error: notAnImageMessage });
    expect(pickReviewImages(0, [photo('phone.heic', 'image/heic')]).error).toBe(notAnImageMessage);
    expect(pickReviewImages(0, [photo('big.jpg', 'image/jpeg', REVIEW_IMAGE_BYTES_MAX + 1)]).error).toBe(reviewMessages.imageTooLarge);
  });

  it('stops at 5 photos in all', () => {
    const result = pickReviewImages(3, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['1.jpg', '2.jpg']);
    expect(result.error).toBe(reviewMessages.tooManyImages);
  });
});
