import { type ErrorBody, errorBodySchema } from './contracts/errors.ts';

export const UNKNOWN_ERROR = 'Unknown error';

/**
 * Every failed call becomes one ApiError (spec 1 §8): a status of 400 or above with its
 * status text and parsed body, or status -1 when no response came.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown, message: string) {
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  /** The body as the spec's error shape, when it has one. */
  get errorBody(): ErrorBody | undefined {
    const parsed = errorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data : undefined;
  }

  get translationKey(): string | undefined {
    return this.errorBody?.translationKey;
  }
}

/** An aborted request: callers ignore these silently (spec 1 §8). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Any failure as an ApiError: one already is; anything else got no answer (status -1). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const text = error instanceof Error ? error.message : '';
  return new ApiError(-1, text, undefined, text || UNKNOWN_ERROR);
}
