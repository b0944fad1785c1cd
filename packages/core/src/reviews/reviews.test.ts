import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewFieldsSchema } from './review-schemas';
import {
  dailyReviewLimitMessage,
  hourlyReviewLimitMessage,
  reactionLimitMessage,
  reviewAuthorName,
  reviewsRated,
  verifiedRatingText,
  replyAuthorName,
} from './reviews';

const message = (input: unknown) => reviewFieldsSchema.safeParse(input).error?.issues[0]?.message;

describe('reviews', () => {
  it('says what a rating counts: its verified buyers when it has any, in the singular for one', () => {
    expect(verifiedRatingText({ rating: 4.8, reviewCount: 15, verifiedReviewCount: 12 })).toBe('4.8 from 12 verified buyers · 15 reviews');
    expect(verifiedRatingText({ rating: 5, reviewCount: 1, verifiedReviewCount: 1 })).toBe('5.0 from 1 verified buyer · 1 review');
    expect(verifiedRatingText({ rating: 3.5, reviewCount: 4, verifiedReviewCount: 0 })).toBeNull();
    expect(reviewsRated({ rating: 5, reviewCount: 15, verifiedReviewCount: 12 })).toBe(12);
    expect(reviewsRated({ rating: 3.5, reviewCount: 4, verifiedReviewCount: 0 })).toBe(4);
  });
  it('names the refused field of each refusal, both on a deal missing both', () => {
    const fields = (input: unknown) => reviewFieldsSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ targetType: 'product', productId: 'p', content: 'Lovely', rating: '0' })).toEqual(['rating']);
    expect(fields({ targetType: 'product', productId: 'p', content: ' ', rating: '4' })).toEqual(['content']);
    expect(fields({ targetType: 'product', content: 'Lovely', rating: '4' })).toEqual(['productId']);
    expect(fields({ targetType: 'deal', dealId: 'd', content: '', rating: '' })).toEqual(['rating', 'content']);
  });
  it('gives the messages of docs/product.md §8', () => {
    expect(message({ targetType: 'product', productId: 'p', content: 'Lovely', rating: '0' })).toBe('Please select a rating');
    expect(message({ targetType: 'product', productId: 'p', content: '  ', rating: '4' })).toBe('Please write a review comment');
    expect(message({ targetType: 'deal', dealId: 'd', content: '', rating: '4' })).toBe('Please provide a rating and comment');
    expect(message({ targetType: 'product', productId: 'p', content: 'Nice', rating: '4.5' })).toBe('Please select a rating');
    expect(reviewFieldsSchema.parse({ targetType: 'deal', dealId: 'd', content: ' Great kit ', rating: '5' })).toEqual({
      targetType: 'deal',
      targetId: 'd',
      rating: 5,
      content: 'Great kit',
    });
  });
});

describe('review author names', () => {
  it('shows the first name and the last initial', () => {
    expect(reviewAuthorName('Sana Khan')).toBe('Sana K.');
    expect(reviewAuthorName('Muhammad Ali Raza')).toBe('Muhammad R.');
    expect(reviewAuthorName('ayesha siddiqui')).toBe('ayesha S.');
  });
  it('shows a one-word name as it is', () => {
    expect(reviewAuthorName('Sana')).toBe('Sana');
    expect(reviewAuthorName('  Zainab \t')).toBe('Zainab');
  });
  it('trims and collapses spaces of every kind', () => {
    expect(reviewAuthorName('   Sana    Khan   ')).toBe('Sana K.');
    expect(reviewAuthorName('Sana\u00a0\u3000Khan\n')).toBe('Sana K.');
    expect(reviewAuthorName('\u200bSana\u200b \ufeffKhan')).toBe('Sana K.');
  });
  it('drops half surrogate pairs and control characters', () => {
    expect(reviewAuthorName('Sana \ud83dKhan')).toBe('Sana K.');
    expect(reviewAuthorName('\udc00Sana Khan')).toBe('Sana K.');
    expect(reviewAuthorName('Sana\u0000 Kh\u0007an')).toBe('Sana K.');
    expect(reviewAuthorName('\ud800')).toBeNull();
  });
  it('keeps an emoji whole, as the initial too', () => {
    expect(reviewAuthorName('🌸 Bloom')).toBe('🌸 B.');
    expect(reviewAuthorName('Sana 👩🏽‍🔬')).toBe('Sana 👩🏽‍🔬.');
    expect(reviewAuthorName('Sana 🇵🇰')).toBe('Sana 🇵🇰.');
    expect(reviewAuthorName('Élodie Åberg')).toBe('Élodie Å.');
  });
  it('is null with no name, so the masked email shows', () => {
    expect(reviewAuthorName('')).toBeNull();
    expect(reviewAuthorName('   ')).toBeNull();
    expect(reviewAuthorName(null)).toBeNull();
    expect(reviewAuthorName(undefined)).toBeNull();
  });
  it('never shows an email typed as the name', () => {
    expect(reviewAuthorName('sana.khan@example.pk')).toBeNull();
    expect(reviewAuthorName('Sana sana.khan@example.pk')).toBe('Sana');
    expect(reviewAuthorName('Sana Khan sana@example.pk')).toBe('Sana K.');
  });
  it('never contains an @ nor the full last name of a two-word name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'grapheme', minLength: 2 }), (first, last) => {
        const shown = reviewAuthorName(`${first} ${last}`);
        if (shown === null) return;
        expect(shown).not.toContain('@');
        expect(shown.trim()).toBe(shown);
        expect(shown).not.toMatch(/\s\s/);
      }),
    );
  });
});

describe('review limit messages', () => {
  it('tell how long to wait', () => {
    expect(dailyReviewLimitMessage(14 * 3600)).toBe('You can write at most 10 reviews a day. Please try again in 14 hours.');
    expect(hourlyReviewLimitMessage(61)).toBe('You can write at most 5 reviews an hour. Please try again in 2 minutes.');
    expect(reactionLimitMessage(1)).toBe('Too many likes and dislikes. Please try again in 1 minute.');
  });
});

describe('replyAuthorName', () => {
  it("says the shop's name for a reply the owner did not sign, else the name she gave", () => {
    expect(replyAuthorName('Admin', 'Khalis Naturals')).toBe('Khalis Naturals');
    expect(replyAuthorName(' ', 'Khalis Naturals')).toBe('Khalis Naturals');
    expect(replyAuthorName(undefined, 'Khalis Naturals')).toBe('Khalis Naturals');
    expect(replyAuthorName('Ayesha', 'Khalis Naturals')).toBe('Ayesha');
  });
});
