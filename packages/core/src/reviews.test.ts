import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewFieldsSchema } from './review-schemas';
import { averageRating } from './reviews';

const message = (input: unknown) => reviewFieldsSchema.safeParse(input).error?.issues[0]?.message;

describe('reviews', () => {
  it('averages ratings above 0 to one decimal', () => {
    expect(averageRating([5, 4, 0, 4])).toBe(4.3);
    expect(averageRating([0, 0])).toBe(0);
    expect(averageRating([])).toBe(0);
  });
  it('keeps the average between 1 and 5 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (ratings) => {
        const average = averageRating(ratings);
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
      }),
    );
  });
  it('names the refused field of each refusal, both on a deal missing both', () => {
    const fields = (input: unknown) => reviewFieldsSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ targetType: 'product', productId: 'p', content: 'Lovely', rating: '0' })).toEqual(['rating']);
    expect(fields({ targetType: 'product', productId: 'p', content: ' ', rating: '4' })).toEqual(['content']);
    expect(fields({ targetType: 'product', content: 'Lovely', rating: '4' })).toEqual(['productId']);
    expect(fields({ targetType: 'deal', dealId: 'd', content: '', rating: '' })).toEqual(['rating', 'content']);
  });
  it('gives SPEC messages', () => {
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
