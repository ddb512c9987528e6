import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting, type TrustProxy } from './trust-proxy.js';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url(`must be a URL (${what})`).optional())
    .optional();

const flag = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const normalized = (value ?? '').trim().toLowerCase();
    if (['', '0', 'false', 'off', 'no'].includes(normalized)) return false;
    if (['1', 'true', 'on', 'yes'].includes(normalized)) return true;
    ctx.addIssue({ code: 'custom', message: 'must be 1 (on) or 0 (off)' });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int('must be a whole number').min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: optionalUrl('e.g. https://review.example.com'),
  DATABASE_URL: optionalUrl('e.g. postgres://user:pass@host:5432/db'),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  AUTH_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).optional(),
  TRUST_PROXY: trustProxySetting,
  JOB_INTERVAL_MS: z.coerce.number().int().min(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl('e.g. smtp://user:pass@smtp.example.com:587'),
  MAIL_FROM: optionalString.default('Counsel Review <no-reply@counsel-review.local>'),
  S3_ENDPOINT: optionalUrl('the S3-compatible endpoint'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl('another Stripe API host, e.g. http://127.0.0.1:12111'),
  PAYMENTS_TEST_MODE: flag,
  TEST_FAST_PASSWORD_HASHING: flag,
  OIDC_ISSUER_URL: optionalUrl('the OpenID Connect issuer'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_LABEL: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  label: string;
}

export interface S3Config {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** From STRIPE_API_BASE (tests, proxies): the SDK's host options. Stripe's own when unset. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Origin the app is reached at; derived from HOST and PORT when PUBLIC_URL is unset. */
  publicUrl: string;
  /** True when PUBLIC_URL was set: then it is the only origin browsers may post from. */
  publicUrlConfigured: boolean;
  secureCookies: boolean;
  databaseUrl?: string;
  sessionSecret: string;
  logLevel: Env['LOG_LEVEL'];
  /** Sign-in attempts allowed per IP per 15 minutes (many users behind one NAT, tests). */
  authAttemptsPerIp?: number;
  /** Proxies trusted to name the client (X-Forwarded-For), so request.ip is the client's. */
  trustProxy: TrustProxy;
  /** Runs every background job this often instead of its own schedule (tests, demos). */
  jobIntervalMs?: number;
  /** Test suites only (refused unless NODE_ENV=test): argon2id at its lowest cost. */
  fastPasswordHashing: boolean;
  mail: { smtpUrl?: string; from: string };
  /** Document storage: S3-compatible when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
  s3?: S3Config;
  oidc?: OidcConfig;
  /** Stripe payments when STRIPE_SECRET_KEY is set; the test-mode provider otherwise. */
  stripe?: StripeConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const oidcVars = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidcVars.some(Boolean) && !oidcVars.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) && !env.S3_BUCKET) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: required when other S3_* variables are set',
    );
  }
  checkStripe(env);
  checkPaymentsMode(env, source);
  checkPublicUrl(env, source);
  checkTestOnlySettings(env, source);
  return env;
}

/**
 * NODE_ENV as set, not its default (production): the checks that tighten or loosen the app for
 * a mode ask for it explicitly, so a fresh clone's `npm start` stays a laptop.
 */
function nodeEnvSetTo(source: NodeJS.ProcessEnv, mode: Env['NODE_ENV']): boolean {
  return source.NODE_ENV?.trim() === mode;
}

/**
 * A live site's links (emails, Stripe's webhook, the one origin allowed to send changes) come
 * from PUBLIC_URL: without it they would name http://HOST:PORT, which nobody outside reaches.
 */
function checkPublicUrl(env: Env, source: NodeJS.ProcessEnv): void {
  if (nodeEnvSetTo(source, 'production') && env.PUBLIC_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required with NODE_ENV=production (links in emails and the only origin allowed to send changes come from it), e.g. https://review.example.com',
    );
  }
}

/** Settings that make the app weaker on purpose so test suites run fast: NODE_ENV=test only. */
function checkTestOnlySettings(env: Env, source: NodeJS.ProcessEnv): void {
  if (env.TEST_FAST_PASSWORD_HASHING && !nodeEnvSetTo(source, 'test')) {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_FAST_PASSWORD_HASHING: only allowed with NODE_ENV=test (it makes stored passwords cheap to crack)',
    );
  }
}

/**
 * Without Stripe keys every payment is a test payment. That is the point on a laptop, but a
 * live site missing its keys would take orders for free, so there it must be asked for.
 */
function checkPaymentsMode(env: Env, source: NodeJS.ProcessEnv): void {
  const stripeSet = Boolean(env.STRIPE_SECRET_KEY);
  if (env.PAYMENTS_TEST_MODE && stripeSet) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_TEST_MODE: must not be 1 while STRIPE_SECRET_KEY is set (the Stripe keys switch real payments on)',
    );
  }
  // NODE_ENV defaults to production, so only an explicit setting counts here: a fresh clone's
  // `npm start` (no NODE_ENV, no PUBLIC_URL) keeps test mode.
  const production =
    nodeEnvSetTo(source, 'production') ||
    (env.PUBLIC_URL !== undefined && new URL(env.PUBLIC_URL).protocol === 'https:');
  if (production && !stripeSet && !env.PAYMENTS_TEST_MODE) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required in production ' +
        '(NODE_ENV=production or an https:// PUBLIC_URL); without them payments run in test mode and nobody is charged. ' +
        'Set the Stripe keys, or PAYMENTS_TEST_MODE=1 to run test-mode payments on purpose.',
    );
  }
}

/** The three Stripe keys go together, each with Stripe's own prefix. */
function checkStripe(env: Env): void {
  const vars = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: env.STRIPE_API_BASE,
  };
  if (!Object.values(vars).some(Boolean)) return;
  const prefixes: [keyof typeof vars, RegExp, string][] = [
    ['STRIPE_SECRET_KEY', /^(sk|rk)_/, 'sk_ (or rk_ for a restricted key)'],
    ['STRIPE_PUBLISHABLE_KEY', /^pk_/, 'pk_'],
    ['STRIPE_WEBHOOK_SECRET', /^whsec_/, 'whsec_'],
  ];
  const problems = prefixes.flatMap(([name, prefix, shown]) => {
    const value = vars[name];
    if (!value) return [`  ${name}: required when other STRIPE_* variables are set`];
    return prefix.test(value) ? [] : [`  ${name}: must start with ${shown}`];
  });
  if (env.STRIPE_API_BASE && !/^https?:$/.test(new URL(env.STRIPE_API_BASE).protocol)) {
    problems.push('  STRIPE_API_BASE: must be an http or https URL');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

function stripeConfig(env: Env): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    return undefined;
  }
  let apiBase: StripeConfig['apiBase'];
  if (env.STRIPE_API_BASE) {
    const url = new URL(env.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
    apiBase = { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase,
  };
}

/** Reads SESSION_SECRET from DATA_DIR, creating it on first start, when the env has none. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  let stored: string;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
  // The same floor as SESSION_SECRET's: an empty file (a crash while it was first written)
  // would sign sessions and storage links with no key at all.
  if (stored.length < 32) {
    throw new Error(
      `${file} holds a session secret shorter than 32 characters. Delete the file to make a new one (everyone is signed out), or set SESSION_SECRET.`,
    );
  }
  return stored;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    publicUrl,
    publicUrlConfigured: Boolean(env.PUBLIC_URL),
    secureCookies: publicUrl.startsWith('https:'),
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET ?? persistedSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    jobIntervalMs: env.JOB_INTERVAL_MS,
    fastPasswordHashing: env.TEST_FAST_PASSWORD_HASHING,
    authAttemptsPerIp: env.AUTH_ATTEMPTS_PER_IP,
    trustProxy: env.TRUST_PROXY,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            label: env.OIDC_LABEL ?? 'single sign-on',
          }
        : undefined,
    stripe: stripeConfig(env),
  };
}
