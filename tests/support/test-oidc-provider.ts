import Provider, { type InteractionDetails } from 'oidc-provider';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: TestAccount): void;
  /** Who the interaction route signs in as next (a real provider would show a login form). */
  signInAs(sub: string): void;
  /** The authorization request parameters the provider received last. */
  lastAuthorizationParams(): Record<string, string | undefined>;
  /** How many times a client called the userinfo endpoint. */
  userinfoCalls(): number;
  close(): Promise<void>;
}

/**
 * A real oidc-provider on a free loopback port with one confidential client whose only
 * redirect URI is the app's callback. Its login and consent interactions complete at once.
 */
export async function startTestProvider(
  appCallbackUrl: string,
  // false puts scope claims (email, names) in the ID token too, as Google and Keycloak do.
  { conformIdTokenClaims = true } = {},
): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let currentSub: string | undefined;
  let lastParams: Record<string, string | undefined> = {};
  let userinfoCalls = 0;
  const clientId = 'counsel-review-test';
  const clientSecret = randomBytes(24).toString('hex');

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [appCallbackUrl],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Demand PKCE from confidential clients too, so the test proves the app sends it.
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    conformIdTokenClaims,
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: async () => ({ ...account }) };
    },
  });

  // The minimal interaction completion from oidc-provider's documentation: log the chosen
  // account in, then grant exactly the scopes and claims the consent prompt says are missing.
  async function completeInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details: InteractionDetails = await provider.interactionDetails(req, res);
    lastParams = details.params;
    if (details.prompt.name === 'login') {
      if (!currentSub) throw new Error('call signInAs() before driving the flow');
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: currentSub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant =
      (details.grantId && (await provider.Grant.find(details.grantId))) ||
      new provider.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id!,
      });
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  const handleProvider = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/me') userinfoCalls++;
    if (!req.url?.startsWith('/interaction/')) return handleProvider(req, res);
    completeInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.sub, account),
    signInAs: (sub) => {
      currentSub = sub;
    },
    lastAuthorizationParams: () => lastParams,
    userinfoCalls: () => userinfoCalls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
