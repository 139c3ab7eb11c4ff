import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

/**
 * Reads a multipart request into text fields and file buffers (API.md "Uploads": too large is 413 and
 * nothing is kept). Checking the bytes and storing is Storage's job.
 */
export async function readMultipart(request: FastifyRequest, maxBytes: number): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, 'Send this form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 20, fields: 100 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated)
        throw new AppError(413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      if (data.length === 0) continue;
      const list = files[part.fieldname] ?? [];
      list.push(data);
      files[part.fieldname] = list;
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  return { fields, files };
}
