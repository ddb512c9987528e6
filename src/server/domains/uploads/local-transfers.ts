import type { Readable } from 'node:stream';
import { tooLargeMessage } from '../../../shared/domain/uploads.js';
import { AppError } from '../../../shared/errors.js';
import { ObjectTooLargeError, type LocalStorage } from './local-storage.js';
import { DOCUMENT_KEY, UPLOAD_KEY, type StorageDeps } from './storage.js';
import { findSlotByKey } from './upload-slots.js';
import type { SignatureCheck } from './url-signing.js';

/** The local driver's deps: its signed routes need the driver's own methods. */
export type LocalStorageDeps = StorageDeps<LocalStorage>;

interface Signed {
  expires?: string;
  sig?: string;
}

function requireValidSignature(check: SignatureCheck, what: 'upload' | 'download'): void {
  if (check === 'invalid') {
    throw new AppError('forbidden', `This ${what} link is not valid. Start the ${what} again.`);
  }
  if (check === 'expired') {
    throw new AppError('forbidden', `This ${what} link has expired. Start the ${what} again.`);
  }
}

function notFound(): never {
  throw new AppError('not_found', 'Not found: this file does not exist.');
}

/**
 * A PUT to a signed upload address: the signature is the permission (no cookie, as with S3),
 * and the slot's expiry, single use and size limit hold while the bytes stream to disk.
 */
export async function receiveLocalUpload(
  ctx: LocalStorageDeps,
  input: Signed & { id: string; declaredBytes: number; body: Readable },
): Promise<void> {
  const key = `uploads/${input.id}`;
  if (!UPLOAD_KEY.test(key)) notFound();
  requireValidSignature(
    ctx.storage.checkSignature({ method: 'PUT', key, expires: input.expires }, input.sig),
    'upload',
  );

  const slot = await findSlotByKey(ctx.db, key);
  if (!slot) notFound();
  // A refused file's slot no longer counts as an upload in progress: written again, it would
  // let one account keep file after file on our disk until the slots expire.
  if (slot.registeredAt || slot.refusedAt) throw alreadyUsed();
  if (slot.expiresAt <= ctx.clock()) requireValidSignature('expired', 'upload');
  const tooLarge = new AppError('too_large', tooLargeMessage(slot.kind));
  if (input.declaredBytes > slot.maxBytes) throw tooLarge;

  try {
    await ctx.storage.receiveObject(key, input.body, slot.maxBytes);
  } catch (error) {
    if (error instanceof ObjectTooLargeError) throw tooLarge;
    // The browser went away mid-upload (a closed tab, a dropped connection): its mistake or
    // its network's, not ours, and nobody is left to read the answer.
    if (clientGone(error)) throw new AppError('validation', UPLOAD_INTERRUPTED);
    throw error;
  }
  // A slow upload may end after its slot expired and the cleanup job deleted it (nothing would
  // ever delete the file then), or after the slot was registered or refused (it would stay on
  // our disk, outside the uploads one may have in progress).
  const still = await findSlotByKey(ctx.db, key);
  if (!still || still.expiresAt <= ctx.clock() || still.registeredAt || still.refusedAt) {
    await ctx.storage.deleteObject(key);
    if (still?.registeredAt || still?.refusedAt) throw alreadyUsed();
    requireValidSignature('expired', 'upload');
  }
}

export const UPLOAD_INTERRUPTED =
  'The upload stopped before the whole file arrived. Upload the file again.';

const clientGone = (error: unknown) =>
  ['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE'].includes((error as { code?: string }).code ?? '');

const alreadyUsed = () =>
  new AppError('conflict', 'This upload was already used. Start the upload again.');

/** A GET of a signed download address: the stored bytes and the name to save them under. */
export async function openLocalDocument(
  ctx: LocalStorageDeps,
  input: Signed & { id: string; name?: string },
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const key = `documents/${input.id}`;
  if (!DOCUMENT_KEY.test(key)) notFound();
  const { expires, sig, name } = input;
  const grant = { method: 'GET' as const, key, expires, name: name ?? '' };
  requireValidSignature(ctx.storage.checkSignature(grant, sig), 'download');
  const object = await ctx.storage.openObject(key);
  if (!object) notFound();
  return { ...object, fileName: name || 'document' };
}
