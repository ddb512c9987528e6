import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';
import { storageConnectOrigins } from '../domains/uploads/storage-driver.js';

/**
 * Helmet's headers on every answer. The middleware is built once here: @fastify/helmet rebuilt
 * it (parsing the whole policy) on every request, a few percent of each API call's CPU.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  // Stripe's Payment Element loads its script and frames from Stripe (only in Stripe mode).
  const stripeHosts = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        // Browsers upload straight to the bucket when S3 storage is configured.
        'connect-src': ["'self'", ...storageConnectOrigins(config), ...stripeHosts.connect],
        'script-src': ["'self'", ...stripeHosts.script],
        'frame-src': ["'self'", ...stripeHosts.frame],
        'upgrade-insecure-requests': null,
      },
    },
    // The app is reached over plain http on a laptop; HSTS belongs to the TLS front end.
    strictTransportSecurity: false,
  });
  // Helmet throws rather than passing an error on (since 8.1), so its callback only continues.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
