import { PRINT_TEMPLATE_MAX_BYTES } from '@clinic/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The largest .docx POST /print/convert-to-pdf takes: a print template's limit. */
export const CONVERT_MAX_BYTES = PRINT_TEMPLATE_MAX_BYTES;

/**
 * Multipart bodies, for POST /print/convert-to-pdf (the only multipart route): one file part of at most 5 MB and
 * no other parts worth the name, so a request cannot make the API buffer more than that.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: CONVERT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
}
