import type { FileKind } from '@clinic/domain';

// Types of /files/* (docs/product.md#files): request an upload, PUT the bytes, confirm, resolve ids to URLs. The
// answers' types come from its contract (@clinic/domain/contracts).
export type { FileUrl, UploadedFile } from '@clinic/domain/contracts';

/** POST /files/request-upload-file: what the browser knows of the file; the server checks it by the kind's rule. */
export interface RequestUploadRequest {
  kind: FileKind;
  name: string;
  size: number;
  /** The browser's type ('' when it does not know, as some do for HEIC). */
  contentType: string;
}

/** The file to upload: a browser File, or any Blob with a name. */
export type UploadSource = Blob & { readonly name: string };

export interface UploadOptions {
  /** Fraction sent, 0..1 (whole steps only where the platform cannot report progress). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}
