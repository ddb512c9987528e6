import { AppError } from '../../../shared/errors.js';
import type { RegisterBody } from '../../../shared/schemas/auth.js';
import type { Deps } from '../../deps.js';
import {
  clearFailedSignIns,
  guardAttemptFromIp,
  guardSignIn,
  recordFailedSignIn,
} from './login-throttle.js';
import type { SessionUser } from './sessions.js';
import { checkCredentials, createUser } from './users.js';

/** What the sign-in page offers besides a password: the identity provider, if configured. */
export function authOptions(ctx: Deps) {
  return { oidc: ctx.config.oidc ? { label: ctx.config.oidc.label } : null };
}

/** The account for a correct email and password, within the sign-in throttle's limits. */
export async function signIn(
  ctx: Deps,
  input: { email: string; password: string; ip: string },
): Promise<SessionUser> {
  const attempt = { ip: input.ip, email: input.email };
  await guardSignIn(ctx, attempt);
  const user = await checkCredentials(ctx.db, input.email, input.password);
  if (!user) {
    await recordFailedSignIn(ctx, attempt);
    throw new AppError('unauthorized', 'Email or password is incorrect.');
  }
  await clearFailedSignIns(ctx, attempt);
  return user;
}

/** A new applicant account; signing up counts against the address's attempts like signing in. */
export async function signUp(ctx: Deps, input: RegisterBody & { ip: string }) {
  await guardAttemptFromIp(ctx, input.ip);
  return createUser(ctx.db, input);
}
