import type { ActorContext, Deps } from '../../deps.js';

/**
 * Where document bytes live. Browsers upload and download straight to and from the store with
 * short-lived signed addresses; the server reads the bytes only to check and index them.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** A signed address the browser PUTs the file to. */
  createUploadUrl(
    key: string,
    options: { contentLengthLimit: number; expiresIn: number },
  ): Promise<string>;
  /** A signed address that downloads the object as an attachment called fileName. */
  createDownloadUrl(key: string, options: { fileName: string; expiresIn: number }): Promise<string>;
  /** The object's size in bytes, or null when nothing is stored under the key. */
  statObject(key: string): Promise<{ size: number } | null>;
  /**
   * The object's bytes, at most `limit + 1` of them: enough to tell an object over the limit
   * (one replaced after its size was read, say) without holding all of it in memory.
   */
  readObject(key: string, limit: number): Promise<Buffer>;
  writeObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the object; nothing happens when it is already gone. */
  deleteObject(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Deps of a service that touches stored bytes: the store is built once, at startup. */
export interface StorageDeps<S extends StorageDriver = StorageDriver> extends Deps {
  storage: S;
}

/** The same for a signed-in caller. */
export interface StorageContext extends StorageDeps, ActorContext {}

/**
 * Object keys the app creates: `uploads/{uuid}` while a browser may still write to it,
 * `documents/{uuid}` once checked. Nothing else is accepted, so a key never walks a path.
 */
export const UPLOAD_KEY = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const DOCUMENT_KEY =
  /^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isStorageKey(key: string): boolean {
  return UPLOAD_KEY.test(key) || DOCUMENT_KEY.test(key);
}

/**
 * The upload key inside an address the browser was given: an absolute or root-relative URL
 * (with or without its query string; path-style, virtual-hosted or local) or the bare key.
 */
export function uploadKeyFromUrl(documentURL: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(documentURL, 'http://relative.invalid').pathname);
  } catch {
    return null;
  }
  const match = /(?:^|\/)(uploads\/[0-9a-f-]{36})$/.exec(pathname);
  const key = match?.[1];
  return key && UPLOAD_KEY.test(key) ? key : null;
}
