import { HTTPError, isKyError, NetworkError, TimeoutError } from 'ky';
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

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response;
    const body = error.data;
    const bodyMessage = errorBodySchema.safeParse(body);
    const message = bodyMessage.success ? bodyMessage.data.message : statusText || UNKNOWN_ERROR;
    return new ApiError(status, statusText, body, message);
  }
  if (error instanceof NetworkError || error instanceof TimeoutError || isKyError(error)) {
    return new ApiError(-1, error.message, undefined, error.message || UNKNOWN_ERROR);
  }
  const text = error instanceof Error ? error.message : '';
  return new ApiError(-1, text, undefined, text || UNKNOWN_ERROR);
}
