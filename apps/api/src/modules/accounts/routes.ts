import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailOnlyRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@shop/core/account-schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import { tokenSecurity } from '../../plugins/openapi';
import { accountResponses, login, register, resetPassword, sendResetCode } from './service';

const doc = (summary: string) => ({ tags: ['Accounts'], summary });

const LOGIN_WINDOW = '15 minutes';

const tooManyLogins = (retryAfterSeconds: number) =>
  `Too many login attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

export function accountRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const { config } = context;

    app.post('/api/user/register', { schema: { ...doc('Create a customer account; answers a token'), body: registerRequestSchema } }, async (request, reply) => {
      const { token } = await register(context, request.body);
      return reply.code(201).send({ success: true, token, message: accountResponses.registered });
    });

    app.post(
      '/api/user/login',
      {
        schema: { ...doc('Log in; answers a token'), body: loginRequestSchema },
        preHandler: [
          app.limit({
            max: config.loginLimitPerIp,
            timeWindow: LOGIN_WINDOW,
            keyGenerator: (request) => `login-ip:${request.ip}`,
            message: tooManyLogins,
          }),
          app.limit({
            max: config.loginLimitPerAccount,
            timeWindow: LOGIN_WINDOW,
            keyGenerator: (request) => `login-account:${(request.body as { email: string }).email}`,
            message: tooManyLogins,
          }),
        ],
      },
      async (request) => {
        const { token } = await login(context, request.body);
        return { success: true, token, message: accountResponses.loggedIn };
      },
    );

    const codeRoute = (url: string, message: string, summary: string) =>
      app.post(url, { schema: { ...doc(summary), body: emailOnlyRequestSchema } }, async (request, reply) => {
        try {
          await sendResetCode(context, request.body.email);
        } catch (error) {
          if (error instanceof HttpError && typeof error.extra.retryAfter === 'number') {
            reply.header('retry-after', String(error.extra.retryAfter));
          }
          throw error;
        }
        return { success: true, message };
      });
    codeRoute('/api/user/forgot-password', accountResponses.codeSent, 'Email a 6-digit password reset code (same answer for unknown emails)');
    codeRoute('/api/user/resend-otp', accountResponses.codeResent, 'Send the reset code again (once a minute)');

    app.get('/api/user/me', { schema: { ...doc('The logged-in user'), security: tokenSecurity } }, async (request) => {
      const user = await requireUser(request);
      return { success: true, user: { _id: user.id, name: user.name, email: user.email, role: user.role } };
    });

    app.post('/api/user/reset-password', { schema: { ...doc('Set a new password with the emailed code'), body: resetPasswordRequestSchema } }, async (request) => {
      await resetPassword(context, request.body);
      return { success: true, message: accountResponses.passwordReset };
    });
  };
}
