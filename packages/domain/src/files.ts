import type { ValueOf } from './util';

// Stored files: kinds, upload limits and sizes (docs/product.md#files).

export const FileKind = {
  Avatar: 1,
  PrintTemplate: 2,
  PropertyImage: 3,
  PrintTemplatePdf: 4,
  TemporaryFile: 5,
  /** A lab's result attached on screen 41: PDF or a photo of the paper. */
  LabResult: 6,
} as const;
export type FileKind = ValueOf<typeof FileKind>;

export const MB = 1024 * 1024;
export const AVATAR_MAX_BYTES = 2 * MB;
/** Property images and the property video share this limit. */
export const PROPERTY_MEDIA_MAX_BYTES = 20 * MB;
export const PROPERTY_IMAGES_MAX_FILES = 5;
/** A scanned multi-page report or a phone photo stays well below this. */
export const LAB_RESULT_FILE_MAX_BYTES = 20 * MB;
/** At most this many files on one lab result (a report and a few photos of its pages). */
export const MAX_LAB_RESULT_FILES = 10;
export const PROPERTY_VIDEO_MAX_FILES = 1;
/** A clinic's .docx print template. */
export const PRINT_TEMPLATE_MAX_BYTES = 5 * MB;

export interface FileRule {
  /** Lower-case extensions without the dot. */
  readonly extensions: readonly string[];
  /** Accepted MIME types; browsers differ for HEIC and AVI, hence several. */
  readonly mimeTypes: readonly string[];
  /** null: no size limit of its own. */
  readonly maxBytes: number | null;
  /** Files per owner (per property for media); null: no limit. */
  readonly maxFiles: number | null;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const imageRule = (extensions: readonly string[], maxBytes: number, maxFiles: number | null): FileRule => ({
  extensions,
  mimeTypes: [
    'image/jpeg',
    'image/png',
    ...(extensions.includes('heic') ? ['image/heic', 'image/heif'] : []),
  ],
  maxBytes,
  maxFiles,
});

export const fileKindRules = {
  [FileKind.Avatar]: imageRule(['jpg', 'jpeg', 'heic', 'png'], AVATAR_MAX_BYTES, 1),
  [FileKind.PrintTemplate]: {
    extensions: ['docx'],
    mimeTypes: [DOCX_MIME],
    maxBytes: PRINT_TEMPLATE_MAX_BYTES,
    maxFiles: 1,
  },
  [FileKind.PropertyImage]: imageRule(
    ['jpg', 'jpeg', 'png'],
    PROPERTY_MEDIA_MAX_BYTES,
    PROPERTY_IMAGES_MAX_FILES,
  ),
  [FileKind.PrintTemplatePdf]: {
    extensions: ['pdf'],
    mimeTypes: ['application/pdf'],
    maxBytes: null,
    maxFiles: 1,
  },
  // At most MAX_LAB_RESULT_FILES per result: the lab-result contract counts them, not the upload.
  [FileKind.LabResult]: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: LAB_RESULT_FILE_MAX_BYTES,
    maxFiles: null,
  },
  // Temporary files have no limits of their own.
  [FileKind.TemporaryFile]: { extensions: [], mimeTypes: [], maxBytes: null, maxFiles: null },
} as const satisfies Record<FileKind, FileRule>;

/** The Video property field: one MP4 or AVI per property, at most 20 MB. */
export const propertyVideoRule: FileRule = {
  extensions: ['mp4', 'avi'],
  mimeTypes: ['video/mp4', 'video/x-msvideo', 'video/avi', 'video/msvideo'],
  maxBytes: PROPERTY_MEDIA_MAX_BYTES,
  maxFiles: PROPERTY_VIDEO_MAX_FILES,
};

/** Lower-case extension without the dot, or '' when the name has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export type FileCheckFailure = 'extension' | 'mimeType' | 'size' | 'empty';

/**
 * Checks one file against a rule. Empty lists in the rule accept anything. A missing MIME type (some browsers
 * give '' for HEIC) is accepted when the extension is; the server checks the stored bytes again.
 */
export function checkFile(
  rule: FileRule,
  file: { readonly name: string; readonly size: number; readonly type?: string },
): FileCheckFailure | null {
  if (file.size <= 0) return 'empty';
  if (rule.extensions.length > 0 && !rule.extensions.includes(fileExtension(file.name))) return 'extension';
  const type = file.type?.toLowerCase() ?? '';
  if (type !== '' && rule.mimeTypes.length > 0 && !rule.mimeTypes.includes(type)) return 'mimeType';
  if (rule.maxBytes !== null && file.size > rule.maxBytes) return 'size';
  return null;
}

/** The `accept` attribute for a file input. */
export function acceptAttribute(rule: FileRule): string {
  return [...rule.extensions.map((ext) => `.${ext}`), ...rule.mimeTypes].join(',');
}
