import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  mail: { smtpUrl?: string; from: string };
  /** Document storage: S3-compatible when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
  s3?: S3Config;
  oidc?: OidcConfig;
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
  return env;
}

/** Reads SESSION_SECRET from DATA_DIR, creating it on first start, when the env has none. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
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
  };
}
