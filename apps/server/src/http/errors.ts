import {
  type ErrorBody,
  type ServerMessage,
  type ServerMessageId,
  serverMessage,
  type ValidationErrorBody,
} from '@adconsole/api/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { requestLanguage, sayMessage } from './messages.ts';

/** An error the client caused: answered with its status and the spec's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly translationKey: string,
    /** Headers to send with the answer, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 404 in the spec's shape: there is no such record (or none the caller's company may see). */
export const notFound = (what: string) => new HttpError(404, `No such ${what}`, 'NOT_FOUND');

/**
 * 412 in the spec's shape: the record was changed since the caller read it (the version it
 * sent is not the stored one); the console offers to reload.
 */
export const staleRecord = (what = 'record') =>
  new HttpError(412, `The ${what} was changed since it was read; reload it`, 'PRECONDITION_FAILED');

/** The field errors of a 422: keyed messages only (`serverMessage`), said in the reader's language. */
export type FieldErrors = Record<string, ServerMessage>;

/**
 * 422 (spec 1 §5): what is wrong with which field, and with the input as a whole. Its texts are
 * keyed (`ServerMessage`): an English literal does not compile (issue 33).
 */
export class ValidationError extends HttpError {
  constructor(
    readonly fieldErrors: FieldErrors,
    readonly formErrors: ServerMessage[],
    /** A code of its own when the console says this refusal in its words (errors.codes). */
    translationKey = 'VALIDATION_FAILED',
  ) {
    super(422, 'Validation failed', translationKey);
  }

  static fromZod(error: z.core.$ZodError): ValidationError {
    const fieldErrors: FieldErrors = {};
    const formErrors: ServerMessage[] = [];
    for (const issue of error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys)
          fieldErrors[[...issue.path, key].join('.')] ??= serverMessage('unknownField');
      } else if (issue.path.length > 0) {
        fieldErrors[issue.path.join('.')] ??= issueMessage(issue);
      } else {
        formErrors.push(issueMessage(issue));
      }
    }
    return new ValidationError(fieldErrors, formErrors);
  }
}

/** zod's own message when a check names none (zod/mini loads no locale). */
const ZOD_DEFAULT = 'Invalid input';

/**
 * A zod issue's message, keyed: a schema's own message as it is (a keyed one is translated on
 * the way out), zod's default by what the issue says (too long, too small, not one of…).
 */
function issueMessage(issue: z.core.$ZodIssue): ServerMessage {
  // A contract's own message: keyed where the contract uses serverMessage (contractMessages.test).
  if (issue.message !== ZOD_DEFAULT) return issue.message as ServerMessage;
  const sized = (small: ServerMessageId, big: ServerMessageId, bound: number | bigint) =>
    issue.code === 'too_small'
      ? serverMessage(small, { min: Number(bound) })
      : serverMessage(big, { max: Number(bound) });
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      // Spec 1 §5: "required field … for strings with minimum length 1" (an empty reason read
      // "Muss mindestens 1 Zeichen lang sein.", issue 38), as the console's formErrorMap says it.
      if (issue.origin === 'string' && issue.code === 'too_small' && Number(bound) <= 1)
        return serverMessage('required');
      if (issue.origin === 'string') return sized('tooShort', 'tooLong', bound);
      if (issue.origin === 'array' || issue.origin === 'set')
        return issue.code === 'too_big'
          ? serverMessage('tooManyItems', { max: Number(bound) })
          : serverMessage('required');
      return sized('tooSmall', 'tooBig', bound);
    }
    case 'invalid_value':
      return serverMessage('invalidOption');
    case 'invalid_format':
      return serverMessage(issue.format === 'email' ? 'emailInvalid' : 'invalidFormat');
    default:
      return serverMessage('invalid');
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
    // Keyed messages in the language the request asks for (issue 33); other texts as they are.
    const language = requestLanguage(request);
    const say = (message: string) => sayMessage(language, message);
    const body: ErrorBody | ValidationErrorBody = {
      message: statusCode >= 500 ? 'Internal server error' : say(error.message),
      translationKey:
        error instanceof HttpError ? error.translationKey : translationKeyForStatus(statusCode),
      path: request.url,
      ...(error instanceof ValidationError
        ? {
            fieldErrors: Object.fromEntries(
              Object.entries(error.fieldErrors).map(([field, message]) => [field, say(message)]),
            ),
            ...(error.formErrors[0] ? { formError: say(error.formErrors[0]) } : {}),
            formErrors: error.formErrors.map(say),
          }
        : {}),
    };
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    }
    // A download that failed before its first byte (a report export's statement timeout) had
    // set its file's headers: the error is JSON, not a file (Fastify refused to send it as CSV).
    reply.removeHeader('Content-Disposition');
    return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  });
}
