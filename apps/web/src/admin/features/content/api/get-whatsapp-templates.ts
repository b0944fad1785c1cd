import type { getAdminWhatsappTemplates } from '@shop/core/messages/admin-whatsapp-templates-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

/** The owner's text of each WhatsApp message, and the shop's own text that "Reset" puts back. */
export type WhatsappTemplatesAnswer = Pick<EndpointResponse<typeof getAdminWhatsappTemplates>, 'templates' | 'defaults' | 'version'>;

export async function getWhatsappTemplates(signal?: AbortSignal): Promise<WhatsappTemplatesAnswer> {
  const { templates, defaults, version } = await apiCall<typeof getAdminWhatsappTemplates>('GET /api/admin/whatsapp-templates', { signal });
  return { templates, defaults, version };
}

export function whatsappTemplatesQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.whatsappTemplates,
    queryFn: ({ signal }) => getWhatsappTemplates(signal),
    meta: privateQueryMeta,
  });
}

export function useWhatsappTemplates() {
  return useQuery(whatsappTemplatesQueryOptions());
}
