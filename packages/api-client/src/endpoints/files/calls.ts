import type { filesContract as contract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

// Apart from files.ts, whose upload uses the browser's XMLHttpRequest: the API's contract test (no DOM types)
// imports this table.

/** The JSON calls of /files, checked against their contract (the bytes go by uploadBytes and links). */
export const filesCalls = {
  getUrls: clientEndpoint<typeof contract.getUrls>('POST', '/files/get-urls'),
  requestUpload: clientEndpoint<typeof contract.requestUpload>('POST', '/files/request-upload-file'),
  uploadDone: clientEndpoint<typeof contract.uploadDone>('PUT', '/files/:id/upload-done'),
};
