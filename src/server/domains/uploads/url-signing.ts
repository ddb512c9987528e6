import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed storage addresses for the local driver: the URL itself is the permission (no cookie),
 * like an S3 presigned URL. The signature covers the method, the object key, the expiry and,
 * for downloads, the file name the browser will save, so none of them can be changed.
 */
export interface StorageGrant {
  method: 'GET' | 'PUT';
  key: string;
  /** Unix time in seconds after which the address stops working. */
  expires: number;
  /** Download name (GET only). */
  name?: string;
}

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

// A label in the signed text keeps these signatures apart from other HMACs made with the
// same secret (session ids, one-time tokens).
const PURPOSE = 'counsel-review/storage-url/v1';

export function signStorageGrant(secret: string, grant: StorageGrant): string {
  const text = [PURPOSE, grant.method, grant.key, String(grant.expires), grant.name ?? ''].join(
    '\n',
  );
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** The query string of a signed address: expires, name (downloads) and sig. */
export function signedQuery(secret: string, grant: StorageGrant): string {
  const params = new URLSearchParams({ expires: String(grant.expires) });
  if (grant.name !== undefined) params.set('name', grant.name);
  params.set('sig', signStorageGrant(secret, grant));
  return params.toString();
}

/**
 * Checks a presented signature in constant time, then the expiry. An invalid signature is
 * reported before expiry so a forged "expires" value learns nothing.
 */
export function checkStorageSignature(
  secret: string,
  grant: Omit<StorageGrant, 'expires'> & { expires: string | undefined },
  sig: string | undefined,
  now: Date,
): SignatureCheck {
  if (!sig || !grant.expires || !/^\d{1,12}$/.test(grant.expires)) return 'invalid';
  const expires = Number(grant.expires);
  const expected = Buffer.from(signStorageGrant(secret, { ...grant, expires }));
  const presented = Buffer.from(sig);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    return 'invalid';
  }
  return Math.floor(now.getTime() / 1000) > expires ? 'expired' : 'ok';
}

/** Unix seconds `ms` after `now`, rounded up so a link never lives shorter than asked. */
export function expiryAfter(now: Date, ms: number): number {
  return Math.ceil((now.getTime() + ms) / 1000);
}
