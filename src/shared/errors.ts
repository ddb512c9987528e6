/** Error codes the API answers with, and the HTTP status each one maps to. */
export const errorStatus = {
  validation: 400,
  unauthorized: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  maintenance: 503,
  /** An outside service (the card processor) is down or busy: the request may be repeated. */
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The body of every non-successful API response. */
export interface ErrorBody {
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  /** `options.cause`: what went wrong underneath, for the server's log (never answered). */
  constructor(code: ErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
  }
}
