import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkReviewForm, refusedReviewFields } from './review-form-rules';

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
    expect(checkReviewForm(deal, null, ' ')).toEqual({ ok: false, message: 'Please provide a rating and comment', fields: ['rating', 'content'] });
  });

  it('passes a rated, written review with its text trimmed', () => {
    expect(checkReviewForm(product, 5, '  Great soap \n')).toEqual({ ok: true, rating: 5, content: 'Great soap' });
  });

  it("takes the fields of the form from the server's refusal, and nothing from other failures", () => {
    const refusal = (status: number, code: string, fields: string[]) => new ApiError(status, 'Please select a rating', 'http', { code, fields });
    expect(refusedReviewFields(refusal(400, 'INVALID_REQUEST', ['rating']))).toEqual({ message: 'Please select a rating', fields: ['rating'] });
    expect(refusedReviewFields(refusal(400, 'INVALID_REQUEST', ['productId']))).toBeNull();
    expect(refusedReviewFields(refusal(400, 'TOO_MANY_IMAGES', []))).toBeNull();
    expect(refusedReviewFields(refusal(415, 'NOT_AN_IMAGE', []))).toBeNull();
    expect(refusedReviewFields(new Error('offline'))).toBeNull();
  });
});
