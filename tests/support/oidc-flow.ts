import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/server/config.js';
import { useTestApp, type TestContext } from './test-app.js';
import { startTestProvider, type TestAccount, type TestProvider } from './test-oidc-provider.js';

export const APP_URL = 'http://127.0.0.1:3999';
export const CALLBACK_URL = `${APP_URL}/api/auth/oidc/callback`;

/** A browser's cookie jar, reduced to what the provider's flow needs (names only, no paths). */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a));
        if (expired || eq === pair.length - 1) cookies.delete(name);
        else cookies.set(name, pair.slice(eq + 1).trim());
      }
    },
  };
}

export interface ProviderRoundTrip {
  /** The sealed state cookie the app set at start, as a Cookie header value. */
  oidcCookie: string;
  /** Path and query the provider redirected the browser to on the app. */
  callbackPath: string;
}

/**
 * Starts sign-in on the app, then follows the provider's redirects in a fresh browser (fetch
 * with manual redirects and a jar) until the provider sends the browser back to the app.
 */
export async function runProviderFlow(
  app: FastifyInstance,
  appCallbackUrl: string,
  returnTo = '/dashboard',
): Promise<ProviderRoundTrip> {
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
  });
  if (start.statusCode !== 302)
    throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const stateCookie = start.cookies.find((c) => c.name === 'cr_oidc');
  if (!stateCookie) throw new Error('start set no cr_oidc cookie');

  const jar = cookieJar();
  let url = new URL(String(start.headers.location));
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(
        `provider stopped at ${url.pathname} (${response.status}): ${await response.text()}`,
      );
    }
    url = new URL(location, url);
    if (url.href.startsWith(appCallbackUrl)) {
      return {
        oidcCookie: `cr_oidc=${stateCookie.value}`,
        callbackPath: url.pathname + url.search,
      };
    }
  }
  throw new Error('the provider never redirected back to the app');
}

export interface OidcTestContext {
  t: TestContext;
  provider(): TestProvider;
  /** Registers a fresh account (verified email with mixed case) at the provider. */
  newAccount(fields?: Partial<TestAccount>): TestAccount;
  /** The whole round trip as the account; returns the app's answer to the callback. */
  signIn(account: TestAccount, returnTo?: string): Promise<LightMyRequestResponse>;
}

/**
 * useTestApp with a real provider on loopback configured as the app's OIDC provider. The
 * provider's port is only known once it listens, so its beforeAll fills in the overrides
 * that useTestApp's own beforeAll (registered after it, so run after it) reads.
 */
export function useOidcTestApp(
  label = 'Acme SSO',
  options: Parameters<typeof startTestProvider>[1] = {},
): OidcTestContext {
  let provider: TestProvider;
  const overrides: Partial<AppConfig> = { publicUrl: APP_URL, publicUrlConfigured: true };
  beforeAll(async () => {
    provider = await startTestProvider(CALLBACK_URL, options);
    overrides.oidc = {
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      label,
    };
  });
  afterAll(async () => {
    await provider?.close();
  });
  const t = useTestApp(overrides);

  return {
    t,
    provider: () => provider,
    newAccount(fields = {}) {
      const id = randomBytes(4).toString('hex');
      const account: TestAccount = {
        sub: `sub-${id}`,
        email: `Grace.${id}@Example.com`,
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
        ...fields,
      };
      provider.addAccount(account);
      return account;
    },
    async signIn(account, returnTo = '/dashboard') {
      provider.signInAs(account.sub);
      const trip = await runProviderFlow(t.app, CALLBACK_URL, returnTo);
      return t.app.inject({
        method: 'GET',
        url: trip.callbackPath,
        headers: { cookie: trip.oidcCookie },
      });
    },
  };
}
