import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UploadKind } from '../../src/shared/domain/uploads.js';

/** POST /api/objects/upload; returns the signed upload address. */
export async function createSlot(app: FastifyInstance, cookie: string, kind?: UploadKind) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie },
    ...(kind ? { payload: { kind } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ uploadURL: string; method: 'PUT' }>().uploadURL;
}

/** PUTs bytes to a root-relative (local driver) upload address, as a browser on the app would. */
export function putUpload(
  app: FastifyInstance,
  uploadURL: string,
  bytes: Buffer,
  contentType = 'application/pdf',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: bytes,
    headers: { 'content-type': contentType },
  });
}

/** PUT /api/documents for an upload address. */
export function registerUpload(
  app: FastifyInstance,
  cookie: string,
  documentURL: string,
  fileName?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: '/api/documents',
    headers: { cookie },
    payload: { documentURL, ...(fileName ? { fileName } : {}) },
  });
}

/** The whole local flow for one file; returns the registration response. */
export async function uploadDocument(
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer,
  fileName = 'statement.pdf',
  kind?: UploadKind,
) {
  const uploadURL = await createSlot(app, cookie, kind);
  const put = await putUpload(app, uploadURL, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return registerUpload(app, cookie, uploadURL.split('?')[0]!, fileName);
}
