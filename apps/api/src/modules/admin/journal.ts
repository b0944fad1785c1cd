import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogListQuery, blogPostCreateSchema, blogPostUpdateSchema, featureBody, publicationStatusBody } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { createPost, deletePost, getPost, listPosts, setPostFeatured, setPostStatus, updatePost } from './journal-service';
import { adminId, doc, idParams } from './shared';

/** The Skincare Journal's posts, drafts included. */
export function adminJournalRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const meta = (summary: string) => doc('journal', summary);

    app.get('/blogs', { schema: { ...meta('List blog posts, drafts included, newest first (?status=)'), querystring: blogListQuery } }, async (request) => {
      const { posts, total } = await listPosts(context.db, request.query);
      return { success: true, data: posts, total, limit: request.query.limit, offset: request.query.offset };
    });
    app.get('/blogs/:id', { schema: { ...meta('Get one blog post, draft or published'), params: idParams } }, async (request) => ({
      success: true,
      data: await getPost(context.db, request.params.id),
    }));
    app.post(
      '/blogs',
      { schema: { ...meta('Write a blog post (a draft unless status is published)'), body: blogPostCreateSchema } },
      async (request, reply) => {
        const post = await createPost(context, await adminId(request), request.body);
        return reply.code(201).send({ success: true, message: 'Blog post created', data: post });
      },
    );
    app.patch(
      '/blogs/:id',
      { schema: { ...meta('Change a blog post (status and featured have their own calls)'), params: idParams, body: blogPostUpdateSchema } },
      async (request) => ({
        success: true,
        message: 'Blog post updated',
        data: await updatePost(context, await adminId(request), request.params.id, request.body),
      }),
    );
    app.post(
      '/blogs/:id/status',
      { schema: { ...meta('Publish a blog post or take it back to draft ({ status })'), params: idParams, body: publicationStatusBody } },
      async (request) => {
        const post = await setPostStatus(context, await adminId(request), request.params.id, request.body.status);
        return { success: true, message: post.status === 'published' ? 'Blog post published' : 'Blog post moved to drafts', data: post };
      },
    );
    app.post(
      '/blogs/:id/feature',
      { schema: { ...meta('Feature a blog post or stop featuring it ({ featured })'), params: idParams, body: featureBody } },
      async (request) => {
        const post = await setPostFeatured(context, await adminId(request), request.params.id, request.body.featured);
        return { success: true, message: post.featured ? 'Blog post featured' : 'Blog post no longer featured', data: post };
      },
    );
    app.delete('/blogs/:id', { schema: { ...meta('Delete a blog post'), params: idParams } }, async (request) => {
      await deletePost(context, await adminId(request), request.params.id);
      return { success: true, message: 'Blog post deleted' };
    });
  };
}
