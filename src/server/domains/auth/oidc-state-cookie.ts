import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OidcPending } from './oidc.js';

export const OIDC_COOKIE = 'cr_oidc';
export const OIDC_COOKIE_PATH = '/api/auth/oidc';
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;

const IV_BYTES = 12;
const TAG_BYTES = 16;

const sealedState = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  returnTo: z.string().min(1),
  expiresAt: z.number(),
});

// A key of its own, derived from the session secret, so this cookie can never be confused with
// anything else the secret protects.
function cookieKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'counsel-review', 'oidc state cookie v1', 32));
}

/**
 * Encrypts the pending sign-in with AES-256-GCM: the browser can neither read the PKCE
 * verifier nor change the state, nonce or return path without the tag failing.
 */
export function sealOidcState(secret: string, pending: OidcPending, now: Date): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', cookieKey(secret), iv);
  const payload = JSON.stringify({ ...pending, expiresAt: now.getTime() + OIDC_STATE_TTL_MS });
  const body = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The pending sign-in, or null when the cookie is missing, tampered with or older than 10 minutes. */
export function openOidcState(
  secret: string,
  value: string | undefined,
  now: Date,
): OidcPending | null {
  if (!value) return null;
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', cookieKey(secret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const payload = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed = sealedState.safeParse(JSON.parse(payload));
    if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null;
    const { state, nonce, codeVerifier, returnTo } = parsed.data;
    return { state, nonce, codeVerifier, returnTo };
  } catch {
    return null;
  }
}
