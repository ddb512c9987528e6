import fastifyCookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { adminRoutes } from './domains/admin/routes.js';
import { accountRoutes } from './domains/auth/account-routes.js';
import { oidcRoutes } from './domains/auth/oidc-routes.js';
import { usePasswordHashing } from './domains/auth/passwords.js';
import { authRoutes } from './domains/auth/routes.js';
import { messageRoutes } from './domains/messages/routes.js';
import { reviewerRoutes } from './domains/reviewers/routes.js';
import { reviewRoutes } from './domains/reviews/routes.js';
import { submissionRoutes } from './domains/submissions/routes.js';
import { notificationRoutes } from './domains/notifications/routes.js';
import { paymentProviderFor } from './domains/payments/provider-for.js';
import { paymentRoutes } from './domains/payments/routes.js';
import type { PaymentProvider } from './domains/payments/providers/provider.js';
import { supportRoutes } from './domains/support/routes.js';
import { uploadRoutes } from './domains/uploads/routes.js';
import { createStorageDriver, type AnyStorage } from './domains/uploads/storage-driver.js';
import { registerErrorHandling, sendNotFound } from './plugins/errors.js';
import { registerRouteAccess } from './plugins/access.js';
import { redactedLogger } from './plugins/log-redaction.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { isApiRoute } from './plugins/api-route.js';
import { sessionPlugin } from './plugins/session.js';
import { registerTextHygiene } from './plugins/text-hygiene.js';
import { registerStaticClient } from './plugins/static-client.js';
import { responseSerializer } from './plugins/response-serializer.js';
import { trustProxyOption } from './trust-proxy.js';

export interface AppDeps {
  db: Database;
  clock?: Clock;
  /** Pino options or false; main passes its logger settings, tests usually pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The card processor; chosen from the config when not given. */
  payments?: PaymentProvider;
  /** Document storage; built from the config (and closed with the app) when not given. */
  storage?: AnyStorage;
}

/**
 * A client route, not an unknown API path under any spelling (`/API/x`, `/%61pi/x`, `//api`),
 * nor a file that is not there (a stale bundle after a deploy must be a 404, not the app's page,
 * which a browser would fail to run and a cache would keep under the asset's name).
 */
export function isPagePath(url: string): boolean {
  const path = url.split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return (
    decoded.startsWith('/') &&
    !/^\/+api(\/|$)/i.test(decoded) &&
    !/^\/+assets\//i.test(decoded) &&
    !/\.(js|mjs|css|map|json|png|jpe?g|svg|ico|webp|woff2?|txt|br|gz)$/i.test(decoded)
  );
}

/** Builds the whole app (plugins, then domains). It never listens: main.ts and tests do. */
export async function buildApp(config: AppConfig, appDeps: AppDeps): Promise<FastifyInstance> {
  const deps: Deps = { db: appDeps.db, config, clock: appDeps.clock ?? systemClock };
  usePasswordHashing(config);
  const payments = appDeps.payments ?? (await paymentProviderFor(config));
  const app = Fastify({
    // A request must arrive within 5 minutes (Node's own default, which Fastify turns off), so
    // one sent a byte a minute cannot hold a connection for ever; an upload at 20 KB/s fits.
    requestTimeout: 300_000,
    // Request logs show URLs without their tokens and signatures.
    logger: redactedLogger(appDeps.logger ?? { level: config.logLevel }),
    // Behind a load balancer, request.ip (and so every per-IP limit) is the client's address.
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
  });
  const storage = appDeps.storage ?? (await createStorageDriver(config, deps.clock));
  // Storage passed in belongs to the caller (main also hands it to the background jobs).
  if (!appDeps.storage) app.addHook('onClose', () => storage.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checkAnswers: config.env === 'test' }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // An API answer is one person's: no shared cache may keep it, nor the browser's disk.
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  registerOriginCheck(app, config);
  await app.register(sessionPlugin, deps);
  registerRouteAccess(app);
  registerTextHygiene(app);

  app.get('/healthz', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
      return reply.send({ status: 'ok' });
    } catch (err) {
      request.log.error({ err }, 'health check: database is not answering');
      return reply.status(503).send({ message: 'The database is not answering.' });
    }
  });

  await app.register(async (api) => {
    await authRoutes(api, deps);
    await accountRoutes(api, deps);
    await oidcRoutes(api, deps);
    await uploadRoutes(api, { ...deps, storage });
    await supportRoutes(api, deps);
    await submissionRoutes(api, { ...deps, payments });
    await notificationRoutes(api, deps);
    await reviewerRoutes(api, deps);
    await reviewRoutes(api, deps);
    await messageRoutes(api, deps);
    await paymentRoutes(api, { ...deps, payments });
    await adminRoutes(api, { ...deps, payments });
  });

  const clientFallback = await registerStaticClient(app);
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      clientFallback &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isPagePath(request.url);
    return isPage ? clientFallback(request, reply) : sendNotFound(request, reply);
  });

  return app;
}
