import { issuesToErrors } from '@aquadesk/shared/validation.ts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import { AppError, badRequest, type FieldErrors, fieldsThatPass, invalidFields } from './errors.ts';
import { claimMultipart } from './idempotency/hooks.ts';

/**
 * The one multipart path (docs/api.md "Uploads"): a route declares its form (a zod schema for the text fields,
 * the image parts it takes, its bounds) and gets typed fields and image buffers, or one 400 naming every
 * failing field; too large is 413 and nothing is kept. Checking the bytes and storing is Storage's job.
 */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

export interface ImagePart {
  /** Missing is a 400 on this part with this message (none: the part is optional). */
  required?: string;
}

export interface MultipartBounds {
  /** Most file parts accepted (more is 413). */
  maxFiles: number;
  /** Longest text field in bytes (longer is 413). */
  maxFieldBytes: number;
  /** Largest file in bytes; the default is the configured UPLOAD_MAX_MB. */
  maxFileBytes?: number;
}

export interface MultipartForm<S extends z.ZodType, P extends string> {
  fields: S;
  images: Record<P, ImagePart>;
  bounds: MultipartBounds;
}

export interface ParsedMultipart<S extends z.ZodType, P extends string> {
  fields: z.output<S>;
  images: Record<P, Buffer | undefined>;
}

const MAX_FIELDS = 100;

/** Reads a multipart request into text fields and file buffers within the form's bounds. */
export async function readMultipart(
  request: FastifyRequest,
  config: Pick<Config, 'uploadMaxBytes'>,
  bounds: MultipartBounds,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, 'Send this form as multipart/form-data');
  const maxFileBytes = bounds.maxFileBytes ?? config.uploadMaxBytes;
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxFileBytes,
        files: bounds.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: bounds.maxFieldBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw new AppError(413, `The file is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB`);
        if (data.length === 0) continue;
        const list = files[part.fieldname] ?? [];
        list.push(data);
        files[part.fieldname] = list;
      } else {
        if (part.valueTruncated) throw new AppError(413, `The field ${part.fieldname} is too long`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    throw multipartError(error, bounds);
  }
  // a create call sent with Idempotency-Key is claimed now that its body is known (issue 28)
  await claimMultipart(request, { fields, files });
  return { fields, files };
}

export const MULTIPART_MESSAGES = {
  incomplete: 'The form data is incomplete. Send it again.',
  malformed: 'The form data is malformed. Send it again.',
} as const;

/**
 * What a failure while reading a multipart body answers (issue 28 item 7): our own refusals as they are,
 * too many files 413, and a body the parser cannot read (cut before its closing boundary, a part cut
 * short, no boundary, a broken part header) 400: the client's fault, never a 500.
 */
function multipartError(error: unknown, bounds: MultipartBounds): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_FILES_LIMIT') {
    return new AppError(413, `Send at most ${bounds.maxFiles} file${bounds.maxFiles === 1 ? '' : 's'}`);
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, `Send at most ${MAX_FIELDS} fields`);
  }
  if (statusCode === 413) return error;
  if (code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end|terminated early/i.test(message ?? '')) {
    return new AppError(400, MULTIPART_MESSAGES.incomplete);
  }
  if (statusCode === undefined || (statusCode >= 400 && statusCode < 500)) {
    return new AppError(400, MULTIPART_MESSAGES.malformed);
  }
  return error;
}

/**
 * Checks a read body against the form: every failing field (text or image) is named at once, with
 * `alsoFailing`, what the route found wrong in fields it reads beside the form (edit-product's id).
 */
export function validateMultipart<S extends z.ZodType, P extends string>(
  body: MultipartBody,
  form: Pick<MultipartForm<S, P>, 'fields' | 'images'>,
  alsoFailing: Record<string, string> = {},
): ParsedMultipart<S, P> {
  const parsed = form.fields.safeParse(body.fields);
  const errors: Record<string, string> = {
    ...alsoFailing,
    ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)),
  };
  const images = {} as Record<P, Buffer | undefined>;
  for (const [name, part] of Object.entries(form.images) as [P, ImagePart][]) {
    images[name] = body.files[name]?.[0];
    if (part.required && !images[name]) errors[name] ??= part.required;
  }
  const messages = Object.values(errors);
  if (!parsed.success || messages.length > 0) {
    throw badRequest(messages.length > 1 ? 'Please correct the highlighted fields' : messages[0]!, errors);
  }
  return { fields: parsed.data, images };
}

/**
 * Reads and checks a multipart request against its form. `fieldChecks`: the operation's checks beyond the
 * form's schema, run on the fields that passed it when another field failed, so that every failing field
 * is named at once (docs/api.md "Validation errors").
 */
export async function parseMultipart<S extends z.ZodType, P extends string>(
  request: FastifyRequest,
  config: Pick<Config, 'uploadMaxBytes'>,
  form: MultipartForm<S, P> & { fieldChecks?: (fields: Record<string, unknown>) => Promise<FieldErrors> },
): Promise<ParsedMultipart<S, P>> {
  const body = await readMultipart(request, config, form.bounds);
  try {
    return validateMultipart(body, form);
  } catch (error) {
    if (!form.fieldChecks || !(error instanceof AppError) || !error.errors) throw error;
    const more = await form.fieldChecks(fieldsThatPass(form.fields, body.fields));
    throw invalidFields({ ...more, ...error.errors });
  }
}

/** Bounds of a form with one image and short text fields. */
export const ONE_IMAGE: MultipartBounds = { maxFiles: 1, maxFieldBytes: 64 * 1024 };
