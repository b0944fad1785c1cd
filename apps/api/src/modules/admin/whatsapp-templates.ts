import type { FastifyInstance } from 'fastify';
import { getAdminWhatsappTemplates, putAdminWhatsappTemplates } from '@shop/core/contract/admin/whatsapp-templates';
import { defaultWhatsappTemplates } from '@shop/core/whatsapp-templates';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { currentWhatsappTemplates, updateWhatsappTemplates } from '../orders/service';
import { adminId } from './shared';

/** docs/product.md §4 WhatsApp messages: the owner's wording of the messages the orders' WhatsApp button fills in. */
export function adminWhatsappTemplateRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminWhatsappTemplates, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, templates: await currentWhatsappTemplates(context.db), defaults: defaultWhatsappTemplates };
    });

    endpointRoute(app, putAdminWhatsappTemplates, {}, async (request) => ({
      success: true,
      message: 'WhatsApp messages saved',
      templates: await updateWhatsappTemplates(context, await adminId(request), request.body),
      defaults: defaultWhatsappTemplates,
    }));
  };
}
