import { z } from '../shared/zod';
import { categoryCreateSchema, categoryUpdateSchema } from './admin-schemas';
import { adminCategoryDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';

/** The error codes of the admin category calls (docs/product.md §7 Admin calls). */
export const adminCategoryErrorCodes = {
  categoryNotFound: 'CATEGORY_NOT_FOUND',
  /** Another category already has the name. */
  categoryExists: 'CATEGORY_EXISTS',
  /** Products or deals are still filed under the category. */
  categoryInUse: 'CATEGORY_IN_USE',
  /** Products still use a subcategory the change would drop. */
  subcategoryInUse: 'SUBCATEGORY_IN_USE',
} as const;

const tag = adminTag('Categories');

/** Categories are known by their name, which the products carry. */
const categoryNameParams = z.object({ name: z.string().min(1).max(200) });

const categoryAnswer = z.object({ success: z.literal(true), message: z.string(), category: adminCategoryDtoSchema });

export const listAdminCategories = defineEndpoint({
  method: 'GET',
  path: '/api/admin/categories',
  summary: 'List categories with their subcategories and product counts',
  tag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), categories: z.array(adminCategoryDtoSchema) }) },
});

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/admin/categories',
  summary: 'Create a category',
  tag,
  auth: 'admin',
  request: { body: categoryCreateSchema },
  success: { status: 201, body: categoryAnswer },
  errors: { 409: [adminCategoryErrorCodes.categoryExists] },
});

export const updateCategory = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/categories/:name',
  summary: 'Rename a category or change its subcategories; renames ([{ from, to }]) move the products along',
  tag,
  auth: 'admin',
  request: { params: categoryNameParams, body: categoryUpdateSchema },
  success: { body: categoryAnswer },
  errors: {
    404: [adminCategoryErrorCodes.categoryNotFound],
    409: editConflictError([adminCategoryErrorCodes.categoryExists, adminCategoryErrorCodes.subcategoryInUse]),
  },
});

export const deleteCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/categories/:name',
  summary: 'Delete a category no product or deal uses',
  tag,
  auth: 'admin',
  request: { params: categoryNameParams },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: { 404: [adminCategoryErrorCodes.categoryNotFound], 409: [adminCategoryErrorCodes.categoryInUse] },
});
