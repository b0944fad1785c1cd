import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailOnlyRequestSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema } from '@shop/core/account-schemas';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { tokenSecurity } from '../../plugins/openapi';
import { accountResponses, LOGIN_WINDOW_MINUTES, login, register, resetPassword, sendResetCode, tooManyLogins } from './service';

const doc = (summary: string) => ({ tags: ['Accounts'], summary });

export function accountRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const { config } = context;
    // Tokens and personal details: no browser or proxy cache may keep a copy. Registered routes
    // only, as this plugin is encapsulated.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/api/user/register',
      { schema: { ...doc('Create a customer account; answers a token'), body: registerRequestSchema } },
      async (request, reply) => {
        const { token } = await register(context, request.body);
        return reply.code(201).send({ success: true, token, message: accountResponses.registered });
      },
    );

    app.post(
      '/api/user/login',
      {
        schema: { ...doc('Log in; answers a token'), body: loginRequestSchema },
        // The limit per account (and client) is the service's, counted in the database.
        preHandler: app.limit({
          max: config.loginLimitPerIp,
          timeWindow: `${LOGIN_WINDOW_MINUTES} minutes`,
          keyGenerator: (request) => `login-ip:${request.ip}`,
          message: tooManyLogins,
        }),
      },
      async (request) => {
        const { token } = await login(context, { ...request.body, client: request.ip });
        return { success: true, token, message: accountResponses.loggedIn };
      },
    );

    const codeRoute = (url: string, message: string, summary: string) =>
      app.post(url, { schema: { ...doc(summary), body: emailOnlyRequestSchema } }, async (request) => {
        await sendResetCode(context, request.body.email);
        return { success: true, message };
      });
    codeRoute('/api/user/forgot-password', accountResponses.codeSent, 'Email a 6-digit password reset code (same answer for unknown emails)');
    codeRoute('/api/user/resend-otp', accountResponses.codeResent, 'Send the reset code again (once a minute)');

    app.get('/api/user/me', { schema: { ...doc('The logged-in user'), security: tokenSecurity } }, async (request) => {
      const user = await requireUser(request);
      return { success: true, user: { _id: user.id, name: user.name, email: user.email, role: user.role } };
    });

    app.post(
      '/api/user/reset-password',
      { schema: { ...doc('Set a new password with the emailed code'), body: resetPasswordRequestSchema } },
      async (request) => {
        await resetPassword(context, { ...request.body, client: request.ip });
        return { success: true, message: accountResponses.passwordReset };
      },
    );
  };
}
