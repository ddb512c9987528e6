import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.js';
import { attachmentDisposition, contentTypeForName } from './file-name.js';
import type { StorageDriver } from './storage.js';

export interface S3Storage extends StorageDriver {
  readonly kind: 's3';
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404
  );
}

/**
 * Any S3-compatible bucket. The bucket stays private: browsers only ever hold presigned
 * addresses, and the bucket's CORS rules must allow PUT from the app's origin.
 */
export function createS3Storage(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Self-hosted stores (MinIO, s3rver) are reached by path, not by bucket sub-domain.
    forcePathStyle: Boolean(config.endpoint),
    // Otherwise presigned PUTs carry a checksum of an empty body and every upload fails.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    // S3 cannot cap a presigned PUT's size without knowing it in advance (the client's call sends
    // nothing), so the limit is enforced when the upload is registered, on the stored size.
    createUploadUrl: (key, { expiresIn }) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn }),

    createDownloadUrl: (key, { fileName, expiresIn }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(fileName),
          ResponseContentType: contentTypeForName(fileName),
        }),
        { expiresIn },
      ),

    async statObject(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async readObject(key, limit) {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${limit}` }),
      );
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async writeObject(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
