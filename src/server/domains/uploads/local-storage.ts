import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../../clock.js';
import { isStorageKey, type StorageDriver } from './storage.js';
import {
  checkStorageSignature,
  expiryAfter,
  signedQuery,
  type SignatureCheck,
  type StorageGrant,
} from './url-signing.js';

/** The body went past the slot's size limit while it was being written. */
export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
}

export interface LocalStorage extends StorageDriver {
  readonly kind: 'local';
  /** Streams a request body into the object, stopping at maxBytes; returns the size written. */
  receiveObject(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** A read stream and size for serving a download, or null when the object is missing. */
  openObject(key: string): Promise<{ stream: Readable; size: number } | null>;
  checkSignature(
    grant: Omit<StorageGrant, 'expires'> & { expires: string | undefined },
    sig: string | undefined,
  ): SignatureCheck;
}

/** Address prefix of the signed routes in storage-routes.ts. */
export const LOCAL_STORAGE_PATH = '/api/storage/';

function byteLimiter(maxBytes: number) {
  const counted = { bytes: 0 };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) callback(new ObjectTooLargeError(`over ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
  return { stream, counted };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Files under `root`, addressed by the same keys an S3 bucket would use. Signed addresses are
 * root-relative so they work behind any origin (the Vite dev proxy, a load balancer).
 */
export function createLocalStorage(options: {
  root: string;
  secret: string;
  clock: Clock;
}): LocalStorage {
  const { root, secret, clock } = options;

  function fileOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  }

  // Written to a temporary name and renamed, so a reader never sees half a file.
  async function writeAtomically(key: string, write: (tmp: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.part`;
    try {
      await write(tmp);
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',

    async createUploadUrl(key, { expiresIn }) {
      fileOf(key);
      const grant = {
        method: 'PUT' as const,
        key,
        expires: expiryAfter(clock(), expiresIn * 1000),
      };
      return `${LOCAL_STORAGE_PATH}${key}?${signedQuery(secret, grant)}`;
    },

    async createDownloadUrl(key, { fileName, expiresIn }) {
      fileOf(key);
      const expires = expiryAfter(clock(), expiresIn * 1000);
      const grant = { method: 'GET' as const, key, expires, name: fileName };
      return `${LOCAL_STORAGE_PATH}${key}?${signedQuery(secret, grant)}`;
    },

    checkSignature: (grant, sig) => checkStorageSignature(secret, grant, sig, clock()),

    async receiveObject(key, body, maxBytes) {
      const limiter = byteLimiter(maxBytes);
      await writeAtomically(key, (tmp) =>
        pipeline(body, limiter.stream, createWriteStream(tmp, { flags: 'wx' })),
      );
      return limiter.counted.bytes;
    },

    async openObject(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async statObject(key) {
      try {
        return { size: (await stat(fileOf(key))).size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async readObject(key, limit) {
      const file = await open(fileOf(key));
      try {
        const buffer = Buffer.alloc(Math.min(limit + 1, (await file.stat()).size));
        const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },

    async writeObject(key, bytes) {
      await writeAtomically(key, (tmp) => writeFile(tmp, bytes, { flag: 'wx' }));
    },

    async deleteObject(key) {
      await rm(fileOf(key), { force: true });
    },

    async close() {},
  };
}
