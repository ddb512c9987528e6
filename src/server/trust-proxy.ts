import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none, this many hops
 * counted from the socket, or exactly these addresses and ranges.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the loopback, link-local and private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['', '0', 'false', 'off', 'no']);
// "On" is one hop, not Fastify's `true`: trusting every hop would take the left-most
// X-Forwarded-For entry, which the client writes itself, and so let it pick its own address.
const ON = new Set(['true', 'on', 'yes']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: off by default; `1`/`true`, a hop count, or a comma list of addresses/CIDRs. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (OFF.has(value)) return false;
    if (ON.has(value)) return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be 1 (one proxy in front), a hop count, or a comma list of proxy addresses/CIDRs; not understood: ${bad.join(', ') || '(empty entry)'}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's `trustProxy` option for the setting (a hop count becomes proxy-addr's hop test). */
export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
