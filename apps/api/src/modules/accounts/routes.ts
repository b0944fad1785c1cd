import type { FastifyInstance } from 'fastify';
import {
  accountErrorCodes,
  forgotPassword,
  getCurrentUser,
  login as loginEndpoint,
  register as registerEndpoint,
  resendOtp,
  resetPassword as resetPasswordEndpoint,
} from '@shop/core/contract/accounts';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import { accountResponses, LOGIN_WINDOW_MINUTES, login, register, resetPassword, sendResetCode, tooManyLogins } from './service';

export function accountRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const { config } = context;
    // Tokens and personal details: no browser or proxy cache may keep a copy. Registered routes
    // only, as this plugin is encapsulated.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    endpointRoute(app, registerEndpoint, {}, async (request) => {
      const { token } = await register(context, request.body);
      return { success: true, token, message: accountResponses.registered };
    });

    endpointRoute(
      app,
      loginEndpoint,
      {
        // The limit per account (and client) is the service's, counted in the database.
        preHandler: app.limit({
          max: config.loginLimitPerIp,
          timeWindow: `${LOGIN_WINDOW_MINUTES} minutes`,
          keyGenerator: (request) => `login-ip:${request.ip}`,
          message: tooManyLogins,
          code: accountErrorCodes.tooManyLoginAttempts,
        }),
      },
      async (request) => {
        const { token } = await login(context, { ...request.body, client: request.ip });
        return { success: true, token, message: accountResponses.loggedIn };
      },
    );

    endpointRoute(app, forgotPassword, {}, async (request) => {
      await sendResetCode(context, request.body.email);
      return { success: true, message: accountResponses.codeSent };
    });

    endpointRoute(app, resendOtp, {}, async (request) => {
      await sendResetCode(context, request.body.email);
      return { success: true, message: accountResponses.codeResent };
    });

    endpointRoute(app, getCurrentUser, {}, async (request) => {
      const user = await requireUser(request);
      return { success: true, user: { _id: user.id, name: user.name, email: user.email, role: user.role } };
    });

    endpointRoute(app, resetPasswordEndpoint, {}, async (request) => {
      await resetPassword(context, { ...request.body, client: request.ip });
      return { success: true, message: accountResponses.passwordReset };
    });
  };
}
