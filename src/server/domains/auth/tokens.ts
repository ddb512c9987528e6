import { createHmac, randomBytes } from 'node:crypto';

/** A random, URL-safe secret for cookies and emailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token: a leaked table gives no usable tokens. */
export function tokenId(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
