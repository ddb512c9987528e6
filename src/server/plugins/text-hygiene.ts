import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors.js';

/**
 * PostgreSQL cannot store a NUL character or half of a UTF-16 surrogate pair, and neither is
 * ever meant: they come from a broken copy and paste or a hostile client. Refused for every
 * body, query and parameter before validation, so no field can let one through to the
 * database (and a 500 that would log the private text with it).
 */
// NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BROKEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isParsedData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Deeper than any request of ours (an order's intake or a round's comments nest four levels):
 * walking a body nested tens of thousands of levels deep ran out of stack, a 500.
 */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = `The request is nested more than ${MAX_NESTING} levels deep. Send the fields as the form does.`;

export function findBrokenText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') {
    return BROKEN.test(value) ? path : null;
  }
  // Only parsed JSON: a raw upload arrives as a stream, a webhook as a Buffer.
  if (!isParsedData(value)) return null;
  if (depth >= MAX_NESTING) throw new AppError('validation', TOO_DEEP_MESSAGE);
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (findBrokenText(key, childPath) !== null) return childPath;
    const found = findBrokenText(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function brokenTextMessage(field: string): string {
  const where = field ? `${field}: ` : '';
  return `${where}the text contains an invisible NUL character or a broken character. Remove it (retyping the passage usually does) and try again.`;
}

export function registerTextHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findBrokenText(part);
      if (field !== null) throw new AppError('validation', brokenTextMessage(field));
    }
  });
}
