import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rupeesToPaisa } from '@shop/core/money';
import { rupeesAmountSchema } from '@shop/core/money-schemas';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { sendCached } from '../../lib/response-cache';
import { requireAdmin } from '../../plugins/auth';
import { tokenSecurity } from '../../plugins/openapi';
import { currentDeliverySettings, toDeliverySettingsDto, updateDeliverySettings } from './service';

const doc = (summary: string, needsToken = false) => ({ tags: ['Delivery'], summary, ...(needsToken ? { security: tokenSecurity } : {}) });

const settingsSchema = z.object({
  mode: z.literal('fixed', { error: "mode must be 'fixed'" }).optional().default('fixed'),
  fixedCharge: rupeesAmountSchema,
  freeDeliveryAbove: rupeesAmountSchema,
});
/** docs/product.md §7 sends "the settings body": accepted as it is or wrapped in { settings }. */
const updateBody = z.union([z.object({ settings: settingsSchema }).transform((body) => body.settings), settingsSchema]);

export function deliveryRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get('/api/delivery-settings', { schema: doc('Delivery charge and free-delivery threshold') }, async (request, reply) => {
      const cached = await context.cache.json(cacheKeys.deliverySettings, async () => ({
        success: true,
        settings: toDeliverySettingsDto(await currentDeliverySettings(context.db)),
      }));
      return sendCached(request, reply, cached, 60);
    });

    app.post(
      '/api/delivery-settings',
      {
        onRequest: async (request) => void (await requireAdmin(request)),
        schema: { ...doc('Change the delivery charge (admin only)', true), body: updateBody },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        const saved = await updateDeliverySettings(context, admin.id, {
          mode: request.body.mode,
          fixedCharge: rupeesToPaisa(request.body.fixedCharge),
          freeDeliveryAbove: rupeesToPaisa(request.body.freeDeliveryAbove),
        });
        return { success: true, settings: toDeliverySettingsDto(saved), message: 'Delivery settings updated successfully' };
      },
    );
  };
}
