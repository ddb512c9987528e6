import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta } from '@uppy/core';
import { acceptedFileTypes, uploadLimits, type UploadKind } from '#shared/domain/uploads.js';
import { requestUploadSlot } from '../api/upload-api';

export type DocumentUppy = Uppy<Meta, AwsBody>;

/**
 * One Uppy per upload widget. Uppy owns the restriction checks (their messages are Uppy's
 * own wording), progress, and the single-part PUT with its retries; the addresses come
 * from our server, for the local folder or an S3 bucket alike.
 */
export function createDocumentUppy(kind: UploadKind): DocumentUppy {
  const uppy = new Uppy<Meta, AwsBody>({
    autoProceed: true,
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize: uploadLimits[kind],
      allowedFileTypes: acceptedFileTypes,
    },
  });
  uppy.use(AwsS3<Meta, AwsBody>, {
    // Single upload, multipart off (statements are a few hundred kilobytes).
    shouldUseMultipart: false,
    // Nothing of the file's metadata is needed by storage; keep it out of the request.
    allowedMetaFields: false,
    async signRequest(request) {
      if (request.method !== 'PUT' || 'uploadId' in request) {
        throw new Error('Only single-part uploads are supported.');
      }
      const slot = await requestUploadSlot(kind);
      return {
        // Local storage answers a root-relative address; Uppy needs an absolute one.
        url: new URL(slot.uploadURL, window.location.href).href,
        headers: { 'content-type': request.contentType ?? 'application/octet-stream' },
      };
    },
  });
  return uppy;
}
