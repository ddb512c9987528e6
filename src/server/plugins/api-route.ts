import type { FastifyRequest } from 'fastify';

/**
 * Whether the request is for the API, whose answers are one person's and never cached. The
 * route's own path, not the URL as spelled: /%61pi/... reaches the same route.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}
