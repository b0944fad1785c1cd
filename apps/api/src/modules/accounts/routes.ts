import type { FastifyInstance } from 'fastify';
import { savedAddressMessages } from '@shop/core/accounts/account-profile-schemas';
import {
  accountErrorCodes,
  addSavedAddress as addSavedAddressEndpoint,
  changePassword as changePasswordEndpoint,
  deleteSavedAddress as deleteSavedAddressEndpoint,
  forgotPassword,
  getCurrentUser,
  listSavedAddresses,
  login as loginEndpoint,
  makeSavedAddressDefault as makeSavedAddressDefaultEndpoint,
  register as registerEndpoint,
  resendOtp,
  resendVerification as resendVerificationEndpoint,
  verifyEmail as verifyEmailEndpoint,
  resetPassword as resetPasswordEndpoint,
  updateProfile as updateProfileEndpoint,
  updateSavedAddress as updateSavedAddressEndpoint,
} from '@shop/core/accounts/contract';
import type { AppContext } from '../../app-context';
import { clientKey } from '../../lib/client-key';
import { endpointRoute } from '../../lib/endpoint-route';
import { mustBeLoggedIn, requireUser } from '../../plugins/auth';
import {
  accountProfile,
  accountResponses,
  changePassword,
  LOGIN_WINDOW_MINUTES,
  login,
  REGISTER_WINDOW_MINUTES,
  register,
  resetPassword,
  sendResetCode,
  tooManyLogins,
  tooManyPasswordChanges,
  tooManyRegistrations,
  updateProfile,
} from './service';
import { resendVerification, verifyEmail } from './email-verification';
import { waitingOrdersOf } from '../orders/service';
import { addSavedAddress, deleteSavedAddress, makeSavedAddressDefault, savedAddressesOf, updateSavedAddress } from './saved-addresses-service';

export function accountRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const { config } = context;
    // Tokens and personal details: no browser or proxy cache may keep a copy. Registered routes
    // only, as this plugin is encapsulated.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    endpointRoute(
      app,
      registerEndpoint,
      {
        // Before the password is hashed: each account costs an argon2 hash, a row and an email.
        preHandler: app.limit({
          max: config.registerLimitPerIp,
          timeWindow: `${REGISTER_WINDOW_MINUTES} minutes`,
          name: 'register',
          message: tooManyRegistrations,
        }),
      },
      async (request) => {
        const { token } = await register(context, request.body);
        return { success: true, token, message: accountResponses.registered };
      },
    );

    // With the account's orders waiting for confirmation and their confirm tokens, so the customer may
    // confirm them in the same visit: orders are asked here, so that accounts never depends on orders.
    endpointRoute(app, verifyEmailEndpoint, {}, async (request) => {
      const { message, userId } = await verifyEmail(context, request.body.token, await request.currentUser());
      return { success: true, message, waitingOrders: await waitingOrdersOf(context, userId) };
    });

    endpointRoute(app, resendVerificationEndpoint, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      return { success: true, message: await resendVerification(context, user.id) };
    });

    endpointRoute(
      app,
      loginEndpoint,
      {
        // The limit per account (and client) is the service's, counted in the database.
        preHandler: app.limit({
          max: config.loginLimitPerIp,
          timeWindow: `${LOGIN_WINDOW_MINUTES} minutes`,
          name: 'login',
          message: tooManyLogins,
          code: accountErrorCodes.tooManyLoginAttempts,
        }),
      },
      async (request) => {
        const { token } = await login(context, { ...request.body, client: clientKey(request) });
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
      return { success: true, user: await accountProfile(context, user.id) };
    });

    endpointRoute(app, updateProfileEndpoint, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      return { success: true, message: accountResponses.profileUpdated, user: await updateProfile(context, user.id, request.body) };
    });

    endpointRoute(
      app,
      changePasswordEndpoint,
      {
        onRequest: mustBeLoggedIn,
        // Per client, as for logins; the limit per account is the service's, counted in the database.
        preHandler: app.limit({
          max: config.loginLimitPerIp,
          timeWindow: `${LOGIN_WINDOW_MINUTES} minutes`,
          name: 'change-password',
          message: tooManyPasswordChanges,
          code: accountErrorCodes.tooManyPasswordChanges,
        }),
      },
      async (request) => {
        const user = await requireUser(request);
        const { token } = await changePassword(context, user.id, request.body);
        return { success: true, token, message: accountResponses.passwordChanged };
      },
    );

    endpointRoute(app, listSavedAddresses, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      return { success: true, addresses: await savedAddressesOf(context, user.id) };
    });

    endpointRoute(app, addSavedAddressEndpoint, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      return { success: true, message: savedAddressMessages.added, ...(await addSavedAddress(context, user.id, request.body)) };
    });

    endpointRoute(app, updateSavedAddressEndpoint, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      return { success: true, message: savedAddressMessages.updated, ...(await updateSavedAddress(context, user.id, request.params.id, request.body)) };
    });

    endpointRoute(app, makeSavedAddressDefaultEndpoint, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      return { success: true, message: savedAddressMessages.madeDefault, ...(await makeSavedAddressDefault(context, user.id, request.params.id)) };
    });

    endpointRoute(app, deleteSavedAddressEndpoint, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      return { success: true, message: savedAddressMessages.deleted, ...(await deleteSavedAddress(context, user.id, request.params.id)) };
    });

    endpointRoute(app, resetPasswordEndpoint, {}, async (request) => {
      await resetPassword(context, { ...request.body, client: clientKey(request) });
      return { success: true, message: accountResponses.passwordReset };
    });
  };
}
