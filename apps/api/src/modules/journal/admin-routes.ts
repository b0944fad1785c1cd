import type { FastifyInstance } from 'fastify';
import {
  createAdminBlogPost,
  deleteAdminBlogPost,
  getAdminBlogPost,
  listAdminBlogPosts,
  setAdminBlogPostFeatured,
  setAdminBlogPostStatus,
  updateAdminBlogPost,
} from '@shop/core/journal/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { createPost, deletePost, getPost, listPosts, setPostFeatured, setPostStatus, updatePost } from './service';
import { adminId } from '../../plugins/auth';

/** The Skincare Journal's posts, drafts included. */
export function adminJournalRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminBlogPosts, {}, async (request) => {
      const { posts, total } = await listPosts(context.db, request.query);
      return { success: true, data: posts, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, getAdminBlogPost, {}, async (request) => ({ success: true, data: await getPost(context.db, request.params.id) }));

    endpointRoute(app, createAdminBlogPost, {}, async (request) => ({
      success: true,
      message: 'Blog post created',
      data: await createPost(context, await adminId(request), request.body),
    }));

    endpointRoute(app, updateAdminBlogPost, {}, async (request) => ({
      success: true,
      message: 'Blog post updated',
      data: await updatePost(context, await adminId(request), request.params.id, request.body),
    }));

    endpointRoute(app, setAdminBlogPostStatus, {}, async (request) => {
      const post = await setPostStatus(context, await adminId(request), request.params.id, request.body.status);
      return { success: true, message: post.status === 'published' ? 'Blog post published' : 'Blog post moved to drafts', data: post };
    });

    endpointRoute(app, setAdminBlogPostFeatured, {}, async (request) => {
      const post = await setPostFeatured(context, await adminId(request), request.params.id, request.body.featured);
      return { success: true, message: post.featured ? 'Blog post featured' : 'Blog post no longer featured', data: post };
    });

    endpointRoute(app, deleteAdminBlogPost, {}, async (request) => {
      await deletePost(context, await adminId(request), request.params.id);
      return { success: true, message: 'Blog post deleted' };
    });
  };
}
