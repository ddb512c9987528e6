import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { setSessionCookie } from '../../plugins/session.js';
import { createSession, deleteSession } from './sessions.js';

/** Signs the user in on this browser with a brand-new session id, ending any session it had. */
export async function beginSession(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  if (request.sessionToken) await deleteSession(deps, request.sessionToken);
  setSessionCookie(reply, deps, await createSession(deps, userId));
}
