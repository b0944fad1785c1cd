import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannerCreateSchema, bannerUpdateSchema, teamMemberCreateSchema, teamMemberUpdateSchema, testimonialListQuery } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import {
  createBanner,
  createTeamMember,
  deleteBanner,
  deleteTeamMember,
  listBanners,
  listTeam,
  listTestimonials,
  setTestimonialStatus,
  updateBanner,
  updateTeamMember,
} from './content-service';
import { adminId, doc, idParams } from './shared';

/** Banners, testimonials and team members. */
export function adminContentRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    const banner = (summary: string) => doc('banners', summary);
    app.get('/banners', { schema: banner('List every banner, active or not, in position order') }, async () => ({
      success: true,
      banners: await listBanners(context.db),
    }));
    app.post('/banners', { schema: { ...banner('Create a banner (last unless a position is given)'), body: bannerCreateSchema } }, async (request, reply) => {
      const created = await createBanner(context, await adminId(request), request.body);
      return reply.code(201).send({ success: true, message: 'Banner created', banner: created });
    });
    app.patch(
      '/banners/:id',
      { schema: { ...banner('Change a banner, its position or whether it is active'), params: idParams, body: bannerUpdateSchema } },
      async (request) => ({
        success: true,
        message: 'Banner updated',
        banner: await updateBanner(context, await adminId(request), request.params.id, request.body),
      }),
    );
    app.delete('/banners/:id', { schema: { ...banner('Delete a banner'), params: idParams } }, async (request) => {
      await deleteBanner(context, await adminId(request), request.params.id);
      return { success: true, message: 'Banner deleted' };
    });

    const testimonial = (summary: string) => doc('testimonials', summary);
    app.get(
      '/testimonials',
      { schema: { ...testimonial('List every testimonial, newest first (?status=pending…)'), querystring: testimonialListQuery } },
      async (request) => ({
        success: true,
        testimonials: await listTestimonials(context.db, request.query.status),
      }),
    );
    app.post(
      '/testimonials/:id/approve',
      { schema: { ...testimonial('Approve a testimonial: it appears on the home page'), params: idParams } },
      async (request) => ({
        success: true,
        message: 'Testimonial approved',
        testimonial: await setTestimonialStatus(context, await adminId(request), request.params.id, 'approved'),
      }),
    );
    app.post('/testimonials/:id/reject', { schema: { ...testimonial('Reject a testimonial: it is not shown'), params: idParams } }, async (request) => ({
      success: true,
      message: 'Testimonial rejected',
      testimonial: await setTestimonialStatus(context, await adminId(request), request.params.id, 'rejected'),
    }));

    const team = (summary: string) => doc('team', summary);
    app.get('/team', { schema: team('List every team member, active or not, in order') }, async () => ({
      success: true,
      team: await listTeam(context.db),
    }));
    app.post('/team', { schema: { ...team('Add a team member'), body: teamMemberCreateSchema } }, async (request, reply) => {
      const member = await createTeamMember(context, await adminId(request), request.body);
      return reply.code(201).send({ success: true, message: 'Team member added', member });
    });
    app.patch(
      '/team/:id',
      { schema: { ...team('Change a team member, their order or whether they are shown'), params: idParams, body: teamMemberUpdateSchema } },
      async (request) => ({
        success: true,
        message: 'Team member updated',
        member: await updateTeamMember(context, await adminId(request), request.params.id, request.body),
      }),
    );
    app.delete('/team/:id', { schema: { ...team('Remove a team member'), params: idParams } }, async (request) => {
      await deleteTeamMember(context, await adminId(request), request.params.id);
      return { success: true, message: 'Team member removed' };
    });
  };
}
