import path from 'node:path';
import type { Clock } from '../../clock.js';
import type { AppConfig } from '../../config.js';
import { createLocalStorage, type LocalStorage } from './local-storage.js';
import type { S3Storage } from './s3-storage.js';

export type AnyStorage = LocalStorage | S3Storage;

/**
 * The S3 bucket when configured, otherwise files under DATA_DIR/uploads. The AWS SDK is loaded
 * only for the bucket: some 20 MB of memory that a server keeping files locally never uses.
 */
export async function createStorageDriver(config: AppConfig, clock: Clock): Promise<AnyStorage> {
  if (config.s3) {
    const { createS3Storage } = await import('./s3-storage.js');
    return createS3Storage(config.s3);
  }
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
