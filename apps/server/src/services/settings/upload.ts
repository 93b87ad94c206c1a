import { serverMessage } from '@adconsole/api/contracts';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../http/errors.ts';
import { multipartRefusal } from '../files/files.ts';

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
    throw multipartRefusal(error, Math.round(maxBytes / 1_048_576), 'file');
  }
  if (!upload || upload.bytes.length === 0) {
    throw new ValidationError({ file: serverMessage('required') }, []);
  }
  return upload;
}
