import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { z } from 'zod';
import { SIGN_IN_ERRORS } from '../../../shared/domain/sign-in-errors.js';
import { AppError } from '../../../shared/errors.js';
import type { OidcConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { accountColumns, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { sessionCacheOf } from './session-cache.js';
import { deleteUserSessions, type SessionUser } from './sessions.js';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
const SCOPE = 'openid email profile';
// Plain http is only acceptable when the provider runs on this machine (development, tests).
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What the browser carries (sealed) from the start of sign-in to the callback. */
export interface OidcPending {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export const NO_EMAIL_MESSAGE = SIGN_IN_ERRORS.no_email;
export const UNVERIFIED_EMAIL_MESSAGE = SIGN_IN_ERRORS.unverified_email;
export const EMAIL_NOT_VERIFIED_MESSAGE = SIGN_IN_ERRORS.email_not_verified;
export const LINKED_ELSEWHERE_MESSAGE = SIGN_IN_ERRORS.linked_elsewhere;

// Keyed by the config object so each app (and each test app) discovers its own provider.
const configurations = new WeakMap<OidcConfig, Promise<client.Configuration>>();

function oidcConfigOf(deps: Deps): OidcConfig {
  if (!deps.config.oidc) throw new AppError('not_found', 'Single sign-on is not configured.');
  return deps.config.oidc;
}

/** Discovers the provider once; a failed discovery is forgotten so the next sign-in retries it. */
function providerConfiguration(oidc: OidcConfig): Promise<client.Configuration> {
  const cached = configurations.get(oidc);
  if (cached) return cached;
  const issuer = new URL(oidc.issuerUrl);
  const pending = client.discovery(
    issuer,
    oidc.clientId,
    { client_secret: oidc.clientSecret },
    // RFC 6749 section 2.3.1: every server must accept HTTP Basic for client passwords.
    client.ClientSecretBasic(oidc.clientSecret),
    {
      timeout: 10,
      execute: LOOPBACK_HOSTS.has(issuer.hostname) ? [client.allowInsecureRequests] : [],
    },
  );
  configurations.set(oidc, pending);
  pending.catch(() => {
    if (configurations.get(oidc) === pending) configurations.delete(oidc);
  });
  return pending;
}

export function oidcCallbackUrl(deps: Deps): string {
  return `${deps.config.publicUrl}${OIDC_CALLBACK_PATH}`;
}

/** The provider's authorization URL (PKCE S256, state, nonce) and what the callback must check. */
export async function buildOidcStart(
  deps: Deps,
  returnTo: string,
): Promise<{ authorizationUrl: string; pending: OidcPending }> {
  const configuration = await providerConfiguration(oidcConfigOf(deps));
  const pending: OidcPending = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo,
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidcCallbackUrl(deps),
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { authorizationUrl: url.href, pending };
}

const optionalName = z
  .string()
  .trim()
  .transform((value) => value.slice(0, 100) || undefined)
  .optional()
  .catch(undefined);

// Claims are the provider's word: anything malformed is treated as absent, never as an error.
const profileClaims = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()).optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  given_name: optionalName,
  family_name: optionalName,
  picture: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .optional()
    .catch(undefined),
});

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

/** Finishes the code flow for the callback's query string and returns the signed-in user. */
export async function completeOidcSignIn(
  deps: Deps,
  { callbackSearch, pending }: { callbackSearch: string; pending: OidcPending },
): Promise<SessionUser> {
  const configuration = await providerConfiguration(oidcConfigOf(deps));
  // Rebuilt from publicUrl so redirect_uri matches the one sent, whatever proxies did to Host.
  const currentUrl = new URL(oidcCallbackUrl(deps));
  currentUrl.search = callbackSearch;
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    pkceCodeVerifier: pending.codeVerifier,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims()!;
  let claims: Record<string, unknown> = idClaims;
  // Conforming providers put scope claims in userinfo only, not in a code-flow ID token.
  if (typeof idClaims.email !== 'string') {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...idClaims, ...info };
  }
  const profile = profileClaims.parse(claims);
  if (!profile.email) throw new AppError('validation', NO_EMAIL_MESSAGE);
  return findOrCreateOidcUser(deps, deps.clock(), {
    issuer: idClaims.iss,
    subject: idClaims.sub,
    email: profile.email,
    emailVerified: profile.email_verified === true,
    firstName: profile.given_name,
    lastName: profile.family_name,
    picture: profile.picture,
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function linkOrCreate(
  tx: Transaction,
  config: Deps['config'],
  now: Date,
  id: OidcIdentity,
): Promise<SessionUser> {
  const [linked] = await tx
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.oidcIssuer, id.issuer), eq(users.oidcSubject, id.subject)));
  if (linked) return linked;

  const [sameEmail] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.email, id.email))
    .for('update');
  if (sameEmail) {
    // A racing callback for this same identity may have linked it while we waited on the lock.
    if (sameEmail.oidcIssuer === id.issuer && sameEmail.oidcSubject === id.subject)
      return sameEmail;
    // Without a verified email anyone could claim an existing account by choosing its address.
    if (!id.emailVerified) throw new AppError('conflict', UNVERIFIED_EMAIL_MESSAGE);
    if (sameEmail.oidcSubject !== null) throw new AppError('conflict', LINKED_ELSEWHERE_MESSAGE);
    // Sign-up never proves an address is its owner's; the provider just did. A password set
    // before may be someone else's, who registered the address first, so it stops working and
    // its sessions end; the owner can set one again with Forgot password (docs/product.md §1).
    const [row] = await tx
      .update(users)
      .set({ oidcIssuer: id.issuer, oidcSubject: id.subject, passwordHash: null, updatedAt: now })
      .where(eq(users.id, sameEmail.id))
      .returning(accountColumns);
    await deleteUserSessions({ db: tx, config }, { userId: sameEmail.id });
    return row!;
  }

  // An account stays tied to the identity that made it, and a password reset does not undo
  // that: made from an address the provider never checked, it would let whoever claimed the
  // address there back into the account after its owner took it over with Forgot password.
  if (!id.emailVerified) throw new AppError('conflict', EMAIL_NOT_VERIFIED_MESSAGE);
  const [row] = await tx
    .insert(users)
    .values({
      email: id.email,
      passwordHash: null,
      firstName: id.firstName ?? null,
      lastName: id.lastName ?? null,
      role: 'applicant',
      profileImageUrl: id.picture ?? null,
      oidcIssuer: id.issuer,
      oidcSubject: id.subject,
      createdAt: now,
      updatedAt: now,
    })
    .returning(accountColumns);
  return row!;
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/**
 * The user for this identity: already linked, else the account with the same verified email
 * (now linked), else a new applicant. Two racing callbacks collide on a unique index; the
 * loser retries and then finds the winner's row.
 */
export async function findOrCreateOidcUser(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  now: Date,
  identity: OidcIdentity,
): Promise<SessionUser> {
  for (let attempt = 1; ; attempt++) {
    try {
      const user = await db.transaction((tx) => linkOrCreate(tx, config, now, identity));
      // A link may have ended sessions: this server forgets them now, not at the database's notice.
      sessionCacheOf(db)?.clear();
      return user;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
