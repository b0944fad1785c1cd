import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { capConnectionsPerClient, serverTimeouts, timeoutOptions, type ServerTimeouts } from './lib/connection-limits';
import { createMailer, type Mailer } from './lib/mailer';
import { OutboxDispatcher, type EmailTemplate } from './lib/outbox';
import { shopEmailTemplates } from './email-templates';
import { ResponseCache } from './lib/response-cache';
import { ConsoleEventHub } from './modules/live/hub';
import { webPushSender } from './modules/push/sender';
import { resolveVapidKeys } from './lib/vapid-keys';
import { scheduleBackups } from './backup/schedule';
import { uploadStorageFor, variantsDirOf } from './lib/storage-from-config';
import { accountRoutes } from './modules/accounts/routes';
import { consoleManifestRoutes } from './modules/console/manifest-routes';
import { adminRoutes } from './modules/console/routes';
import { businessRoutes } from './modules/business/routes';
import { cartRoutes } from './modules/cart/routes';
import { cartReminderRoutes } from './modules/cart/reminder-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { dealRoutes } from './modules/deals/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { docsRoutes } from './modules/docs/routes';
import { healthRoutes } from './modules/health/routes';
import { journalRoutes } from './modules/journal/routes';
import { messageRoutes } from './modules/messages/routes';
import { shopSenderName } from './modules/notifications/sender';
import { orderRoutes } from './modules/orders/routes';
import { scheduleHoldSweep } from './modules/orders/service';
import { scheduleCartReminderSweep } from './modules/cart/service';
import { reviewRoutes } from './modules/reviews/routes';
import { initialResponsesFor } from './modules/seo/page-data';
import { seoRoutes } from './modules/seo/routes';
import { pagesWithHeads } from './modules/seo/service';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { validatorCompiler } from './lib/validation';
import { contractCheckPlugin, contractSerializerCompiler } from './plugins/contract-check';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { shopFigures } from './modules/health/repository';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { requestLogPlugin } from './plugins/request-log';
import { routeListPlugin } from './plugins/route-list';
import { securityPlugin } from './plugins/security';
import { storableTextPlugin } from './plugins/storable-text';
import { webAppPlugin } from './plugins/web-app';

const plainRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

function acceptableRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && plainRequestId.test(header) ? header : undefined;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** Whether the app expires unconfirmed orders by itself every minute; tests call expireUnconfirmedOrders instead. */
  holdSweep?: boolean;
  /** Whether the app sends cart reminders by itself every five minutes; tests call sendCartReminders instead. */
  cartReminderSweep?: boolean;
  /** How long a client may take over a request; tests of slow clients shorten them. */
  timeouts?: ServerTimeouts;
  /** The emails the outbox sends (email-templates.ts); tests add their own. */
  emailTemplates?: readonly EmailTemplate<never>[];
  /** How long a push service may take to answer (modules/push/sender.ts, 15 s); tests of one that hangs shorten it. */
  pushTimeoutMs?: number;
}

/** Wires plugins, then modules. Never listens: server.ts does, and tests use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const behindProxy = config.trustedProxies.length > 0;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // plugins/request-log.ts writes the one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A client's X-Request-Id is kept only when it is short and plain, so logs never carry its text.
    requestIdHeader: false,
    genReqId: (request) => acceptableRequestId(request.headers['x-request-id']) ?? randomUUID(),
    trustProxy: behindProxy ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // A client that sends its request a byte at a time, or nothing at all, is cut off instead of holding its connection.
    ...timeoutOptions(options.timeouts ?? serverTimeouts, behindProxy),
  });
  // Behind a proxy every connection is the proxy's, so only a shop reached directly counts them per client.
  if (config.rateLimit && !behindProxy) capConnectionsPerClient(app.server, config.connectionsPerClient);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler(app.log));
  // Outside production every answer is held to its contract, so a drifting schema fails the tests.
  const strictContract = config.env !== 'production';

  const cache = new ResponseCache(database);
  await cache.start();
  app.addHook('onClose', async () => cache.stop());
  // What every open console of this process hears as it happens (modules/live, issue 32).
  const consoleEvents = new ConsoleEventHub(database, (error, doing) => app.log.error({ err: error }, `console events: ${doing} failed`));
  await consoleEvents.start();
  app.addHook('onClose', async () => consoleEvents.stop());

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const outbox = new OutboxDispatcher({
    logger: app.log,
    senderName: shopSenderName,
    templates: options.emailTemplates ?? shopEmailTemplates,
    push: webPushSender({ timeoutMs: options.pushTimeoutMs }),
  });
  const uploads = uploadStorageFor(config);
  const vapidKeys = await resolveVapidKeys(config);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    cache,
    consoleEvents,
    mailer,
    outbox,
    uploads,
    vapidKeys,
  };
  app.decorate('context', context);
  // BACKUP_DIR: the shop backs itself up while it listens (backup/schedule.ts).
  scheduleBackups(app, context);
  // Orders whose hold ended while no process ran are released as soon as this one is ready.
  if (options.holdSweep !== false) scheduleHoldSweep(app, context);
  // Carts left while no process ran are reminded of as soon as this one is ready.
  if (options.cartReminderSweep !== false) scheduleCartReminderSweep(app, context);
  // Messages committed before a crash (or while no process ran) are sent as soon as this one is ready.
  app.addHook('onReady', async () => outbox.start(context));
  app.addHook('onClose', async () => {
    await outbox.stop();
    await mailer.close();
  });

  await app.register(routeListPlugin);
  await app.register(openApiPlugin);
  await app.register(errorsPlugin, { strict: strictContract });
  if (strictContract) await app.register(contractCheckPlugin);
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin, { context, shopFigures: () => shopFigures(context.db) });
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compressionPlugin);
  await app.register(rateLimitsPlugin, { config });
  await app.register(storableTextPlugin);
  await app.register(authPlugin, { context });

  await app.register(healthRoutes(context));
  await app.register(businessRoutes(context));
  await app.register(catalogRoutes(context));
  await app.register(dealRoutes(context));
  await app.register(contentRoutes(context));
  await app.register(deliveryRoutes(context));
  await app.register(accountRoutes(context));
  await app.register(journalRoutes(context));
  await app.register(messageRoutes(context));
  await app.register(cartRoutes(context));
  await app.register(cartReminderRoutes(context));
  await app.register(orderRoutes(context));
  await app.register(reviewRoutes(context));
  await app.register(seoRoutes(context));
  await app.register(adminRoutes(context));
  await app.register(consoleManifestRoutes(context));
  await app.register(docsRoutes(context));

  await app.register(webAppPlugin, {
    webDist: options.webDist ?? defaultWebDist,
    uploads,
    variantsDir: variantsDirOf(config),
    withHead: pagesWithHeads(context),
    initialResponsesFor: initialResponsesFor(context),
  });
  return app;
}
