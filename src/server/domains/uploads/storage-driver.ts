import path from 'node:path';
import type { Clock } from '../../clock.js';
import type { AppConfig } from '../../config.js';
import { createLocalStorage, type LocalStorage } from './local-storage.js';
import { createS3Storage, type S3Storage } from './s3-storage.js';

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
  readObject(key: string): Promise<Buffer>;
  writeObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the object; nothing happens when it is already gone. */
  deleteObject(key: string): Promise<void>;
  close(): Promise<void>;
}

export type AnyStorage = LocalStorage | S3Storage;

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

/** The S3 bucket when configured, otherwise files under DATA_DIR/uploads. */
export function createStorageDriver(config: AppConfig, clock: Clock): AnyStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage({
    root: path.join(config.dataDir, 'uploads'),
    secret: config.sessionSecret,
    clock,
  });
}

/**
 * Origins the browser talks to for uploads, for the Content-Security-Policy connect-src: none
 * beyond the app for local storage; the bucket's origin for S3 (where the SDK presigns to).
 */
export function storageConnectOrigins(config: AppConfig): string[] {
  if (!config.s3) return [];
  if (config.s3.endpoint) return [new URL(config.s3.endpoint).origin];
  return [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`];
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
