import { serverMessage } from '@adconsole/api/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors.ts';

/** The one file of a multipart body in the field "file"; anything else is refused (415/413/422). */
export async function readSingleFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || upload) {
        throw new ValidationError({ file: serverMessage('oneFile') }, []);
      }
      upload = { fileName: part.filename.slice(0, 255), bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new HttpError(415, 'Send the file as multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB`,
        'FILE_TOO_LARGE',
      );
    }
    if (code?.startsWith('FST_') && code.endsWith('LIMIT_REACHED')) {
      throw new ValidationError({ file: serverMessage('oneFile') }, []);
    }
    throw new HttpError(400, 'The multipart body is malformed', 'BAD_REQUEST');
  }
  if (!upload || upload.bytes.length === 0) {
    throw new ValidationError({ file: serverMessage('required') }, []);
  }
  return upload;
}

/** Registers routes that take a multipart file, in a scope of their own with its own limit. */
export function withUploads(
  app: FastifyInstance,
  maxBytes: number,
  routes: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: maxBytes,
        files: 2,
        fields: 2,
        parts: 4,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    routes(scope);
  });
}
