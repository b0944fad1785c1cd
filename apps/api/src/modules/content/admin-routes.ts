import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/core/content/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
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
} from './service';
import { adminId } from '../../plugins/auth';

/** Banners, testimonials and team members. */
export function adminContentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.listAdminBanners, {}, async () => ({ success: true, banners: await listBanners(context.db) }));
    endpointRoute(app, contract.createBanner, {}, async (request) => ({
      success: true,
      message: 'Banner created',
      banner: await createBanner(context, await adminId(request), request.body),
    }));
    endpointRoute(app, contract.updateBanner, {}, async (request) => ({
      success: true,
      message: 'Banner updated',
      banner: await updateBanner(context, await adminId(request), request.params.id, request.body),
    }));
    endpointRoute(app, contract.deleteBanner, {}, async (request) => {
      await deleteBanner(context, await adminId(request), request.params.id);
      return { success: true, message: 'Banner deleted' };
    });

    endpointRoute(app, contract.listAdminTestimonials, {}, async (request) => ({
      success: true,
      testimonials: await listTestimonials(context.db, request.query.status),
    }));
    endpointRoute(app, contract.approveTestimonial, {}, async (request) => ({
      success: true,
      message: 'Testimonial approved',
      testimonial: await setTestimonialStatus(context, await adminId(request), request.params.id, 'approved'),
    }));
    endpointRoute(app, contract.rejectTestimonial, {}, async (request) => ({
      success: true,
      message: 'Testimonial rejected',
      testimonial: await setTestimonialStatus(context, await adminId(request), request.params.id, 'rejected'),
    }));

    endpointRoute(app, contract.listAdminTeam, {}, async () => ({ success: true, team: await listTeam(context.db) }));
    endpointRoute(app, contract.createTeamMember, {}, async (request) => ({
      success: true,
      message: 'Team member added',
      member: await createTeamMember(context, await adminId(request), request.body),
    }));
    endpointRoute(app, contract.updateTeamMember, {}, async (request) => ({
      success: true,
      message: 'Team member updated',
      member: await updateTeamMember(context, await adminId(request), request.params.id, request.body),
    }));
    endpointRoute(app, contract.deleteTeamMember, {}, async (request) => {
      await deleteTeamMember(context, await adminId(request), request.params.id);
      return { success: true, message: 'Team member removed' };
    });
  };
}
