import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../../shared/errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable because its database is not answering. Please try again in a minute.';
/** Seconds a client should wait before repeating a request refused for a database outage. */
const RETRY_AFTER_SECONDS = 5;

// zod's built-in messages do not say which field they are about; our own messages do.
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

function describeValidation(
  validation: { instancePath: string; message?: string }[],
  context?: string,
): string {
  const messages = validation.map((issue) => {
    const message = issue.message ?? 'Invalid value.';
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    return field && GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
  });
  // Two fields refused for one reason (both required intake answers empty) say it once.
  return [...new Set(messages)].join(' ');
}

/**
 * A failed query's error carries its parameters and the database's "Failing row contains
 * (...)" detail: a statement, a message, an email. The log keeps the SQL and the database's
 * own code and message, never the values. Every log of an error that may come from a query
 * goes through this (requests, background jobs, sign-in callbacks).
 */
export function loggableError(error: unknown): unknown {
  if (error instanceof AggregateError) {
    return {
      type: 'AggregateError',
      message: error.message,
      errors: error.errors.map(loggableError),
    };
  }
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as
    | { message?: string; code?: string; constraint?: string; table?: string; column?: string }
    | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query}`,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    cause: cause && {
      message: cause.message,
      code: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
    },
  };
}

const DOCUMENT_GONE_MESSAGE = 'The uploaded file is no longer available. Upload it again.';

/**
 * A write that attached a document deleted meanwhile (the unused-documents job took a week-old
 * upload just as a form was sent): every reference to a document is a foreign key named
 * `..._documents_id_fk`.
 */
function referencesDeletedDocument(error: unknown): boolean {
  if (!(error instanceof DrizzleQueryError)) return false;
  const cause = error.cause as { code?: string; constraint?: string } | undefined;
  return cause?.code === '23503' && Boolean(cause.constraint?.endsWith('_documents_id_fk'));
}

/** One error handler for the whole API: `{ message }` with the right status; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let message: string;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      message = describeValidation(error.validation, error.validationContext);
    } else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      status = error.statusCode;
      message = error.message;
    } else if (referencesDeletedDocument(error)) {
      status = 400;
      message = DOCUMENT_GONE_MESSAGE;
    } else if (isDatabaseUnavailable(error)) {
      // A passing outage, not a fault of the request: the client may repeat it later.
      status = 503;
      message = DATABASE_UNAVAILABLE_MESSAGE;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else {
      status = 500;
      message = INTERNAL_MESSAGE;
    }
    // A deliberate AppError (like maintenance's 503) is not a fault: only surprises are errors.
    if (status >= 500 && !(error instanceof AppError))
      request.log.error({ err: loggableError(error) }, 'request failed');
    // An outside service's failure behind a refusal (the card processor down) is for operators.
    else if (error instanceof AppError && error.cause !== undefined)
      request.log.warn({ status, message, err: loggableError(error.cause) }, 'request refused');
    else request.log.info({ status, message }, 'request refused');
    const body: ErrorBody = { message };
    return reply.status(status).send(body);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body: ErrorBody = {
    message: `Not found: ${request.method} ${request.url.split('?')[0]} does not exist.`,
  };
  return reply.status(404).send(body);
}
