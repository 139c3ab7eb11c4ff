import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a service raises on purpose; the handler answers API.md's `{ message, errors? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message = 'Please log in') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (message: string, field?: string) =>
  new AppError(409, message, field ? { [field]: message } : undefined);
/** One field failed a rule: 400 naming it. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, message, { [field]: message });

function pathOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const key = pathOf(v.instancePath);
        if (!(key in errors)) errors[key] = v.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? 'Invalid input';
      return reply.status(400).send({
        message: Object.keys(errors).length > 1 ? 'Please correct the highlighted fields' : first,
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ message: 'The file is too large' });
    }
    if (status === 429) return reply.status(429).send({ message: error.message });
    if (status >= 400 && status < 500) {
      // malformed JSON, wrong content type, and the like: bad input, never 500
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      return reply
        .status(404)
        .send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
