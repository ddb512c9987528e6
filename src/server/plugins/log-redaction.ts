import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query keys whose values are permissions or secrets: one-time link tokens, storage URL
 * signatures (ours: sig, expires; S3's: X-Amz-*), OpenID Connect's code and state.
 * Over-matching only hides a harmless value; under-matching leaks a working link into the log.
 */
const SENSITIVE_KEY =
  /token|sig|secret|passw|key|code|state|session|auth|credential|^x-amz-|^expires$/i;

export const REDACTED = '[redacted]';

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL as it may be logged: the path as sent, and the query with the values of sensitive
 * keys replaced. No route carries a secret in its path (links put tokens in the query).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const key = equals === -1 ? part : part.slice(0, equals);
      return SENSITIVE_KEY.test(decodedKey(key)) ? `${key}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The logger options with the redacting request serializer; `false` stays off. */
export function redactedLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
