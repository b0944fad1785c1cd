import type { putAdminWhatsappTemplates } from '@shop/core/messages/admin-whatsapp-templates-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { WhatsappTemplatesAnswer } from './get-whatsapp-templates';
import { adminContentKeys } from './query-keys';
import { adminOrderKeys } from '../../orders/api/query-keys';

/** Only the kinds given change: a text rewords one, null puts the shop's text back. */
export type WhatsappTemplatesInput = EndpointInput<typeof putAdminWhatsappTemplates>['body'];

export async function putWhatsappTemplates(body: WhatsappTemplatesInput): Promise<WhatsappTemplatesAnswer & { message: string }> {
  const { message, templates, defaults, version } = await apiCall<typeof putAdminWhatsappTemplates>('PUT /api/admin/whatsapp-templates', { body });
  return { message, templates, defaults, version };
}

/**
 * The answer holds every text, so it is the screen's copy at once. The orders' WhatsApp buttons carry the
 * server's rendering of these texts, so the orders load again; the storefront shows none of them.
 */
export function usePutWhatsappTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putWhatsappTemplates,
    onSuccess: ({ templates, defaults, version }) => {
      queryClient.setQueryData(adminContentKeys.whatsappTemplates, { templates, defaults, version });
      return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}
