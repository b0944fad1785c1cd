import type { previewPayout as previewPayoutEndpoint } from '@shop/core/couriers/admin-contract';
import type { PayoutLinesBody } from '@shop/core/couriers/admin-schemas';
import type { PayoutMapping } from '@shop/core/couriers/courier-payouts';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall, apiRequest } from '../../../../lib/api-client';

export type PayoutPreview = EndpointResponse<typeof previewPayoutEndpoint>;
export type PayoutPreviewLine = PayoutPreview['lines'][number];

/** A payout as the owner gives it: the courier's report with the columns she chose, or lines typed in (rupees). */
export type PayoutSource = { courier: string; file: File; mapping: PayoutMapping } | PayoutLinesBody;

const fallbackMessage = 'The payout could not be checked.';

/**
 * Matches the payout to the shop's orders without saving it; the server keeps the preview for Apply.
 * The contract types no JSON body for this call (the route reads its multipart form itself), so the
 * typed lines go through apiRequest to the same path.
 */
export function previewPayout(source: PayoutSource): Promise<PayoutPreview> {
  if ('lines' in source) {
    return apiRequest<PayoutPreview>('/api/admin/courier-payouts/preview', { method: 'POST', body: source, fallbackMessage });
  }
  const form = new FormData();
  form.append('courier', source.courier);
  form.append('mapping', JSON.stringify(source.mapping));
  form.append('file', source.file);
  return apiCall<typeof previewPayoutEndpoint>('POST /api/admin/courier-payouts/preview', { form, timeoutMs: 120_000, fallbackMessage });
}

export function usePreviewPayout() {
  return useMutation({ mutationFn: previewPayout });
}
