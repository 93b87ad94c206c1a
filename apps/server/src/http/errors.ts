import type { ErrorBody } from '@adconsole/api/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';

/** An error the client caused: answered with its status and the spec's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly translationKey: string,
  ) {
    super(message);
  }
}

const statusKeys: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function translationKeyForStatus(statusCode: number): string {
  return statusKeys[statusCode] ?? (statusCode >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/** Every error answers `{ message, translationKey, path }` (spec 1 §8); a 5xx hides its cause. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error(error);
    const body: ErrorBody = {
      message: statusCode >= 500 ? 'Internal server error' : error.message,
      translationKey:
        error instanceof HttpError ? error.translationKey : translationKeyForStatus(statusCode),
      path: request.url,
    };
    return reply.status(statusCode).send(body);
  });
}
