import type { Readable } from 'node:stream';
import { AppError, FileKind, filterId } from '@clinic/domain';
import { bytesResponse } from '@clinic/domain/contracts';
import { z } from 'zod';
import { physicalFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { errorBody } from '../../platform/errors.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { filesService, UploadTooLarge } from './files.service.js';

const fileKind = z
  .number()
  .int()
  .refine((k) => (Object.values(FileKind) as number[]).includes(k), 'formError.invalidValue')
  .transform((k) => k as FileKind);
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const readyFile = z.object({
  physicalFileId: z.number().int(),
  fileUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  name: z.string(),
});
const FILE_URL_BATCH_MAX = 10;

/**
 * /files (docs/product.md#files): request an upload, PUT the bytes to the signed link, confirm, and resolve ids to
 * signed download links. Any signed-in staff member may upload and resolve (files hang off records whose own routes
 * carry the screen permissions); the two link routes carry no bearer token: the signed link is the permission.
 */
export function filesRoutes(deps: AppDeps): RouteDef[] {
  const service = filesService(deps);
  return [
    defineRoute({
      method: 'POST',
      url: '/files/request-upload-file',
      summary: 'Start an upload: checks name, declared type and size; answers a signed single-use PUT URL',
      tags: ['Files'],
      access: {},
      body: z.object({
        kind: fileKind,
        name: z.string().trim().min(1, 'formError.required').max(255, 'formError.maxLength'),
        size: z.number().int().nonnegative(),
        contentType: z.string().max(255).default(''),
      }),
      response: z.object({ physicalFileId: z.number().int(), uploadUrl: z.string() }),
      handler: ({ auth, body }) => service.requestUpload(auth, body),
    }),
    definePublicRoute({
      method: 'PUT',
      url: '/files/upload/:token',
      summary: 'The bytes of a file, raw (no auth: the link is signed, expires in 15 minutes and works once)',
      tags: ['Files'],
      params: tokenParams,
      rawBody: true,
      response: z.object({ received: z.literal(true) }),
      handler: async ({ params, body, reply, lang }) => {
        const length = Number(reply.request.headers['content-length']);
        try {
          await service.receive(
            params.token,
            body as unknown as Readable,
            Number.isFinite(length) ? length : undefined,
          );
        } catch (error) {
          if (!(error instanceof UploadTooLarge)) throw error;
          // 413, not the error's usual 400: proxies and browsers know this status for "body too large".
          return reply.status(413).send(errorBody('fileTooLarge', lang, { max: error.max })) as never;
        }
        return { received: true as const };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/files/:id/upload-done',
      summary: 'Confirm an upload: checks the real size and type (magic bytes); a refused file is deleted',
      tags: ['Files'],
      access: {},
      entity: { table: physicalFiles, notFound: 'fileNotFound' },
      params: idParams,
      response: readyFile,
      handler: ({ auth, params }) => service.uploadDone(auth, params.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/files/get-urls',
      summary:
        'Signed download URLs of up to 10 files; ids that are not this clinic’s ready files are left out',
      tags: ['Files'],
      access: {},
      body: z.object({
        physicalFileIds: z.array(filterId('file')).max(FILE_URL_BATCH_MAX, 'formError.maxItems'),
      }),
      response: z.array(z.object({ physicalFileId: z.number().int(), fileUrl: z.string() })),
      handler: ({ auth, body }) => service.urls(auth, body.physicalFileIds),
    }),
    definePublicRoute({
      method: 'GET',
      url: '/files/download/:token',
      summary: 'The bytes of a file (no auth: the link from get-urls is signed and expires)',
      tags: ['Files'],
      params: tokenParams,
      // Or a redirect to the file in the bucket.
      response: bytesResponse('application/octet-stream'),
      handler: async ({ params, reply }) => {
        const file = await service.forDownload(params.token);
        if (!file) throw new AppError('fileNotFound');
        // Images show in place (avatars, property photos); anything else is offered as a download, and
        // nosniff keeps the browser to the type we detected, so stored bytes can never run as a page.
        const inline = file.contentType.startsWith('image/');
        const direct = await deps.files.directDownloadUrl(file.storageKey, {
          contentType: file.contentType,
          fileName: file.name,
          inline,
          expiresInSeconds: 300,
        });
        reply.header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff');
        if (direct) return reply.redirect(direct, 302);
        return reply
          .type(file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.name, inline))
          .send(await deps.files.openRead(file.storageKey));
      },
    }),
  ];
}
