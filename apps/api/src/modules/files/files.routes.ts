import type { Readable } from 'node:stream';
import { AppError } from '@clinic/domain';
import { filesContract as contract } from '@clinic/domain/contracts';
import { physicalFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { errorBody } from '../../platform/errors.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { filesService, UploadTooLarge } from './files.service.js';

/**
 * /files (docs/product.md#files): request an upload, PUT the bytes to the signed link, confirm, and resolve ids to
 * signed download links. Any signed-in staff member may upload; a link goes only to whoever may read what the file
 * belongs to (file-readers.ts), or to its uploader while it belongs to nothing, and a file they may not read answers
 * like a missing one. The two link routes carry no bearer token: the signed link is the permission.
 */
export function filesRoutes(deps: AppDeps): RouteDef[] {
  const service = filesService(deps);
  return [
    defineRoute({
      ...contract.requestUpload,
      summary: 'Start an upload: checks name, declared type and size; answers a signed single-use PUT URL',
      tags: ['Files'],
      access: {},
      handler: ({ auth, body }) => service.requestUpload(auth, body),
    }),
    definePublicRoute({
      ...contract.upload,
      summary: 'The bytes of a file, raw (no auth: the link is signed, expires in 15 minutes and works once)',
      tags: ['Files'],
      rawBody: true,
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
      ...contract.uploadDone,
      summary: 'Confirm an upload: checks the real size and type (magic bytes); a refused file is deleted',
      tags: ['Files'],
      access: {},
      entity: { table: physicalFiles, notFound: 'fileNotFound' },
      handler: ({ params, reply }) => service.uploadDone(reply.request.access!, params.id),
    }),
    defineRoute({
      ...contract.getUrls,
      summary:
        'Signed download URLs of up to 10 files; ids of files the caller may not read (or not ready) are left out',
      tags: ['Files'],
      // A read (POST for its list of ids): it answers after the clinic's plan expired too.
      access: { whenExpired: true },
      handler: ({ body, reply }) => service.urls(reply.request.access!, body.physicalFileIds),
    }),
    definePublicRoute({
      ...contract.download,
      summary: 'The bytes of a file (no auth: the link from get-urls is signed and expires)',
      tags: ['Files'],
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
