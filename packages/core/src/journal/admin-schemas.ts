import { z } from '../shared/zod';
import { imageUrl, optionalText, paginationQuery, requiredText, statusSchema, textList, trueOrFalse, wholeNumber } from '../shared/admin-field-schemas';
import { productMessages } from '../catalog/admin-schemas';
import { changesSomething, editVersionField } from '../shared/edit-version';

const blogFields = {
  excerpt: optionalText('excerpt', 1000),
  metaDescription: optionalText('metaDescription', 300),
  content: optionalText('content', 200_000),
  imageUrl: imageUrl('imageUrl', { optional: true }),
  author: optionalText('author', 100),
  category: textList('category', 10, 60),
  tags: textList('tags', 30, 60),
  featured: trueOrFalse('featured'),
  readTime: wholeNumber('readTime', 1, 600),
};

export const blogListQuery = z.object({ status: statusSchema().optional(), ...paginationQuery });

export const blogPostCreateSchema = z.object({
  title: requiredText('title', 200),
  excerpt: blogFields.excerpt.default(''),
  metaDescription: blogFields.metaDescription.default(''),
  content: blogFields.content.default(''),
  imageUrl: blogFields.imageUrl.default(''),
  author: blogFields.author.default(''),
  category: blogFields.category.default([]),
  tags: blogFields.tags.default([]),
  featured: blogFields.featured.default(false),
  status: statusSchema().default('draft'),
  readTime: blogFields.readTime.default(5),
});

export const blogPostUpdateSchema = z
  .object({
    title: requiredText('title', 200).optional(),
    excerpt: blogFields.excerpt.optional(),
    metaDescription: blogFields.metaDescription.optional(),
    content: blogFields.content.optional(),
    imageUrl: blogFields.imageUrl.optional(),
    author: blogFields.author.optional(),
    category: blogFields.category.optional(),
    tags: blogFields.tags.optional(),
    readTime: blogFields.readTime.optional(),
    ...editVersionField,
  })
  .refine(changesSomething, productMessages.nothingToChange);

export const featureBody = z.object({ featured: trueOrFalse('featured') });
