import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { SESSION_SECRET: 'x'.repeat(32) };

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      publicUrl: 'http://127.0.0.1:3000',
      publicUrlConfigured: false,
      secureCookies: false,
      databaseUrl: undefined,
      oidc: undefined,
      stripe: undefined,
    });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32/,
    );
  });

  it('requires the three OIDC variables together', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(
      /OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    );
  });

  it('configures Stripe when its three keys are set together', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    expect(loadConfig(base).stripe).toBeUndefined();
    expect(loadConfig({ ...base, ...keys }).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      apiBase: undefined,
    });
    expect(() => loadConfig({ ...base, ...keys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when other STRIPE_\* variables are set/,
    );
    expect(() => loadConfig({ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).toThrow(
      /STRIPE_SECRET_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ ...base, ...keys, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(
      /STRIPE_SECRET_KEY: must start with sk_/,
    );
  });

  it('points the Stripe SDK at STRIPE_API_BASE when set', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    const local = loadConfig({ ...base, ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(local.stripe?.apiBase).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    const proxy = loadConfig({
      ...base,
      ...keys,
      STRIPE_API_BASE: 'https://stripe-proxy.internal/',
    });
    expect(proxy.stripe?.apiBase).toEqual({
      host: 'stripe-proxy.internal',
      port: 443,
      protocol: 'https',
    });
    expect(() => loadConfig({ ...base, ...keys, STRIPE_API_BASE: 'not a url' })).toThrow(
      /STRIPE_API_BASE/,
    );
    expect(() => loadConfig({ ...base, ...keys, STRIPE_API_BASE: 'ftp://host' })).toThrow(
      /STRIPE_API_BASE: must be an http or https URL/,
    );
    expect(() => loadConfig({ ...base, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toThrow(
      /STRIPE_SECRET_KEY: required/,
    );
  });

  it('marks cookies Secure when PUBLIC_URL is https', () => {
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'https://review.example.com/',
      PAYMENTS_TEST_MODE: '1',
    });
    expect(config.publicUrl).toBe('https://review.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('reads TRUST_PROXY as off, a hop count, or trusted addresses', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    // "On" means the one proxy in front, never every hop (the client writes the left-most).
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'lb.internal' })).toThrow(
      /TRUST_PROXY: must be 1 .*not understood: lb\.internal/,
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  describe('test-mode payments in production', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    const refusal =
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required in production[\s\S]*PAYMENTS_TEST_MODE=1/;

    const live = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://review.example.com' };

    it('refuses to start without Stripe keys unless PAYMENTS_TEST_MODE=1 says so', () => {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(refusal);
      expect(() => loadConfig({ ...base, PUBLIC_URL: 'https://review.example.com' })).toThrow(
        refusal,
      );
      expect(loadConfig({ ...live, PAYMENTS_TEST_MODE: '1' }).stripe).toBeUndefined();
      expect(loadConfig({ ...live, ...stripeKeys }).stripe).toBeDefined();
    });

    it('refuses NODE_ENV=production without PUBLIC_URL, which links in emails come from', () => {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...stripeKeys })).toThrow(
        /PUBLIC_URL: required with NODE_ENV=production/,
      );
      expect(loadConfig({ ...live, ...stripeKeys }).publicUrl).toBe('https://review.example.com');
    });

    it('keeps test mode on a laptop: no NODE_ENV, or an http PUBLIC_URL', () => {
      expect(loadConfig(base).stripe).toBeUndefined();
      expect(loadConfig({ ...base, PUBLIC_URL: 'http://192.168.1.5:3000' }).stripe).toBeUndefined();
      expect(loadConfig({ ...base, NODE_ENV: 'development' }).stripe).toBeUndefined();
    });

    it('refuses PAYMENTS_TEST_MODE=1 together with Stripe keys, and values it cannot read', () => {
      expect(() => loadConfig({ ...base, ...stripeKeys, PAYMENTS_TEST_MODE: '1' })).toThrow(
        /PAYMENTS_TEST_MODE: must not be 1 while STRIPE_SECRET_KEY is set/,
      );
      expect(() => loadConfig({ ...base, PAYMENTS_TEST_MODE: 'maybe' })).toThrow(
        /PAYMENTS_TEST_MODE: must be 1 \(on\) or 0 \(off\)/,
      );
    });
  });

  it('allows cheap password hashing only when NODE_ENV=test is set', () => {
    expect(loadConfig(base).fastPasswordHashing).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', TEST_FAST_PASSWORD_HASHING: '1' })
        .fastPasswordHashing,
    ).toBe(true);
    const refusal = /TEST_FAST_PASSWORD_HASHING: only allowed with NODE_ENV=test/;
    expect(() => loadConfig({ ...base, TEST_FAST_PASSWORD_HASHING: '1' })).toThrow(refusal);
    for (const NODE_ENV of ['production', 'development']) {
      expect(() =>
        loadConfig({
          ...base,
          NODE_ENV,
          PUBLIC_URL: 'https://review.example.com',
          PAYMENTS_TEST_MODE: '1',
          TEST_FAST_PASSWORD_HASHING: '1',
        }),
      ).toThrow(refusal);
    }
  });

  it('generates SESSION_SECRET once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cr-config-'));
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    // A file left empty (a crash while it was first written) is not a key.
    writeFileSync(path.join(dir, 'session-secret'), '');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/shorter than 32 characters/);
  });
});
