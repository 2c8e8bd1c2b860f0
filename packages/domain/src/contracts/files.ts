import { z } from 'zod';
import { FileKind } from '../files';
import { filterId } from '../refs';
import { bytesResponse, endpoint } from './endpoint';
import { idParams } from './paging';

// /files (docs/product.md#files): request an upload, PUT the bytes to the signed link, confirm, and resolve ids
// to signed download links.

const FILE_URL_BATCH_MAX = 10;

const fileKind = z
  .number()
  .int()
  .refine((k) => (Object.values(FileKind) as number[]).includes(k), 'formError.invalidValue')
  .transform((k) => k as FileKind);
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** What the browser knows of the file; the server checks it by the kind's rule. */
export const requestUploadInput = z.object({
  kind: fileKind,
  name: z.string().trim().min(1, 'formError.required').max(255, 'formError.maxLength'),
  size: z.number().int().nonnegative(),
  /** The browser's type ('' when it does not know, as some do for HEIC). */
  contentType: z.string().max(255).default(''),
});

export const uploadLink = z.object({
  physicalFileId: z.number().int(),
  /**
   * Where to PUT the raw bytes, without auth: a presigned S3 URL (absolute) or the API's own signed link
   * ('/api/files/upload/…'). Valid 15 minutes, once.
   */
  uploadUrl: z.string(),
});

/** The file as stored, with the type detected from its bytes. */
export const uploadedFile = z.object({
  physicalFileId: z.number().int(),
  fileUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  name: z.string(),
});

/** A stored file's signed download link. */
export const fileUrl = z.object({ physicalFileId: z.number().int(), fileUrl: z.string() });

export const filesContract = {
  requestUpload: endpoint({
    method: 'POST',
    url: '/files/request-upload-file',
    body: requestUploadInput,
    response: uploadLink,
  }),
  /** The raw bytes (not JSON, so no body schema): the client PUTs them itself, with upload progress. */
  upload: endpoint({
    method: 'PUT',
    url: '/files/upload/:token',
    params: tokenParams,
    response: z.object({ received: z.literal(true) }),
  }),
  uploadDone: endpoint({
    method: 'PUT',
    url: '/files/:id/upload-done',
    params: idParams,
    response: uploadedFile,
  }),
  /** Ids that are not this clinic's ready files are left out. */
  getUrls: endpoint({
    method: 'POST',
    url: '/files/get-urls',
    body: z.object({
      physicalFileIds: z.array(filterId('file')).max(FILE_URL_BATCH_MAX, 'formError.maxItems'),
    }),
    response: z.array(fileUrl),
  }),
  /** Or a redirect to the file in the bucket. */
  download: endpoint({
    method: 'GET',
    url: '/files/download/:token',
    params: tokenParams,
    response: bytesResponse('application/octet-stream'),
  }),
};

export type FileUrl = z.output<typeof fileUrl>;
export type UploadedFile = z.output<typeof uploadedFile>;
