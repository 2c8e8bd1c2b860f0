import type { FileUploader } from '@clinic/ui';
import { api } from './session';

/**
 * How the staff app's file inputs (PropertyForm images and video, AvatarUpload) store files: the shared API
 * client's three-step upload (request-upload-file → PUT the bytes → upload-done) and its batched, cached URL
 * resolver. api.files.upload also remembers the new file's URL, so its thumbnail needs no extra request.
 */
export const uploader: FileUploader = {
  upload: (file, kind, onProgress) => api.files.upload(file, kind, { onProgress }),
  resolveUrl: (physicalFileId) => api.resolveFileUrl(physicalFileId),
};
