import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryCreateSchema, categoryUpdateSchema } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service';
import { adminId, doc } from './shared';

const nameParams = z.object({ name: z.string().min(1).max(200) });

export function adminCategoryRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const meta = (summary: string) => doc('categories', summary);

    app.get('/categories', { schema: meta('List categories with their subcategories and product counts') }, async () => ({
      success: true,
      categories: await listCategories(context.db),
    }));

    app.post('/categories', { schema: { ...meta('Create a category'), body: categoryCreateSchema } }, async (request, reply) => {
      const category = await createCategory(context, await adminId(request), request.body);
      return reply.code(201).send({ success: true, message: 'Category created', category });
    });

    app.patch(
      '/categories/:name',
      {
        schema: {
          ...meta('Rename a category or change its subcategories; renames ([{ from, to }]) move the products along'),
          params: nameParams,
          body: categoryUpdateSchema,
        },
      },
      async (request) => ({
        success: true,
        message: 'Category updated',
        category: await updateCategory(context, await adminId(request), request.params.name, request.body),
      }),
    );

    app.delete('/categories/:name', { schema: { ...meta('Delete a category no product or deal uses'), params: nameParams } }, async (request) => {
      await deleteCategory(context, await adminId(request), request.params.name);
      return { success: true, message: 'Category deleted' };
    });
  };
}
