import { describe, expect, it } from 'vitest';
import { checkReviewForm } from './review-form-rules';

describe('checkReviewForm (docs/product.md §5)', () => {
  const product = { type: 'product', id: 'p-1' } as const;
  const deal = { type: 'deal', id: 'd-1' } as const;

  it('asks for a rating first, then a comment, on products', () => {
    expect(checkReviewForm(product, null, '')).toEqual({ ok: false, message: 'Please select a rating', fields: ['rating'] });
    expect(checkReviewForm(product, 4, '   ')).toEqual({ ok: false, message: 'Please write a review comment', fields: ['content'] });
  });

  it('uses the combined message on deals, marking what is missing', () => {
    expect(checkReviewForm(deal, null, 'Nice')).toEqual({ ok: false, message: 'Please provide a rating and comment', fields: ['rating'] });
    expect(checkReviewForm(deal, 3, '')).toEqual({ ok: false, message: 'Please provide a rating and comment', fields: ['content'] });
  });

  it('passes a rated, written review with its text trimmed', () => {
    expect(checkReviewForm(product, 5, '  Great soap \n')).toEqual({ ok: true, rating: 5, content: 'Great soap' });
  });
});
