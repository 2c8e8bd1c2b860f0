import type { FileKind, Language } from '@clinic/domain';
import { ApiError } from '../../errors';
import { type CallOptions, callEndpoint, type Http } from '../http';
import { filesCalls } from './calls';
import type { RequestUploadRequest, UploadedFile, UploadOptions, UploadSource } from './types';

export interface FilesEndpointsOptions {
  /** The client's base URL ('/api' or 'https://host/api'): the API's own upload links are resolved against it. */
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
  /** Language of the error texts the upload route answers with. */
  getLanguage?: () => Language;
  /** Called with every finished upload, so its URL is known without a get-urls round trip. */
  remember?: (physicalFileId: number, fileUrl: string) => void;
}

/**
 * An upload link is either absolute (a presigned S3 URL: used as it is) or the API's own '/api/…' path, which
 * lives under the client's base URL wherever the API is mounted ('https://host/clinic/api' too).
 */
export function resolveUploadUrl(uploadUrl: string, baseURL = '/api'): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(uploadUrl)) return uploadUrl;
  if (uploadUrl.startsWith('/api/')) return `${baseURL.replace(/\/+$/, '')}${uploadUrl.slice('/api'.length)}`;
  return uploadUrl;
}

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text || undefined; // an S3 error is XML: kept as text, shown as the status
  }
};

/** XMLHttpRequest is the one browser API that reports upload progress; fetch cannot (yet). */
function putWithXhr(url: string, blob: Blob, headers: Record<string, string>, o: UploadOptions) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve(o.onProgress?.(1))
        : reject(
            new ApiError(xhr.status, parseBody(xhr.responseText), `${xhr.status} ${xhr.statusText}`.trim()),
          );
    xhr.onerror = () => reject(new ApiError(0, undefined, 'Network error'));
    xhr.onabort = () => reject(o.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}

async function putWithFetch(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  blob: Blob,
  headers: Record<string, string>,
  o: UploadOptions,
) {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'PUT',
      body: blob,
      headers,
      ...(o.signal ? { signal: o.signal } : {}),
    });
  } catch (error) {
    if (o.signal?.aborted) throw o.signal.reason ?? error;
    const cause = (error as { cause?: { message?: string } }).cause;
    throw new ApiError(0, undefined, cause?.message ?? (error as Error).message ?? 'Network error', {
      cause: error,
    });
  }
  if (!res.ok) {
    throw new ApiError(res.status, parseBody(await res.text()), `${res.status} ${res.statusText}`.trim());
  }
  o.onProgress?.(1);
}

export function filesEndpoints(http: Http, options: FilesEndpointsOptions = {}) {
  const baseURL = options.baseURL ?? '/api';

  const endpoints = {
    /**
     * POST /files/get-urls. Screens use `api.resolveFileUrl(id)`, which batches and caches; this is the raw call
     * (at most 10 ids).
     */
    getUrls: (physicalFileIds: number[], o?: CallOptions) =>
      callEndpoint(http, filesCalls.getUrls, { body: { physicalFileIds } }, o),

    /** POST /files/request-upload-file: refused at once when the name, type or size breaks the kind's rule. */
    requestUpload: (body: RequestUploadRequest, o?: CallOptions) =>
      callEndpoint(http, filesCalls.requestUpload, { body }, o),

    /**
     * PUTs the raw bytes to an upload link, without the session's token (the link is signed). Reports
     * progress through XMLHttpRequest where there is one (browsers), else uses fetch and reports only the end.
     * Rejects with ApiError (413 fileTooLarge, 400 uploadLinkInvalid, 0 when offline).
     */
    async uploadBytes(uploadUrl: string, blob: Blob, o: UploadOptions = {}): Promise<void> {
      const url = resolveUploadUrl(uploadUrl, baseURL);
      const headers: Record<string, string> = { 'content-type': blob.type || 'application/octet-stream' };
      if (options.getLanguage) headers['accept-language'] = options.getLanguage();
      o.onProgress?.(0);
      if (typeof XMLHttpRequest !== 'undefined') return putWithXhr(url, blob, headers, o);
      const fetchImpl = options.fetch ?? globalThis.fetch;
      return putWithFetch(fetchImpl, url, blob, headers, o);
    },

    /** PUT /files/{id}/upload-done: the server checks the stored bytes (size, real type) and answers the file. */
    uploadDone: (physicalFileId: number, o?: CallOptions) =>
      callEndpoint(http, filesCalls.uploadDone, { params: { id: physicalFileId } }, o),

    /**
     * The whole flow a file input runs: request, PUT the bytes, confirm. The answer's URL is remembered by the
     * file-URL resolver, so the new picture shows without another request.
     */
    async upload(file: UploadSource, kind: FileKind, o: UploadOptions = {}): Promise<UploadedFile> {
      const call = o.signal ? { signal: o.signal } : {};
      const { physicalFileId, uploadUrl } = await endpoints.requestUpload(
        { kind, name: file.name, size: file.size, contentType: file.type },
        call,
      );
      await endpoints.uploadBytes(uploadUrl, file, o);
      const uploaded = await endpoints.uploadDone(physicalFileId, call);
      options.remember?.(uploaded.physicalFileId, uploaded.fileUrl);
      return uploaded;
    },
  };
  return endpoints;
}
