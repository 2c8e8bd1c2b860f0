import type { CallOptions, Http } from '../http';
import type { FileUrl } from './types';

export function filesEndpoints(http: Http) {
  return {
    /**
     * POST /files/get-urls. Screens use `api.resolveFileUrl(id)`, which batches and caches; this is the raw call
     * (at most 10 ids).
     */
    getUrls: (physicalFileIds: number[], options?: CallOptions) =>
      http.request<FileUrl[]>('/files/get-urls', { ...options, method: 'POST', body: { physicalFileIds } }),
  };
}
export type FilesEndpoints = ReturnType<typeof filesEndpoints>;
