import {
  AppError,
  checkFile,
  type FileCheckFailure,
  FileKind,
  type FileRule,
  fileExtension,
  fileKindRules,
  MB,
  propertyVideoRule,
} from '@clinic/domain';

/**
 * Kinds with no size limit of their own (print templates, temporary files) still may not fill the disk: a Word
 * template or a PDF is far below this.
 */
export const UNLIMITED_KIND_CAP = 50 * MB;

/** The rules a kind's files may satisfy: property media (kind 3) is an image OR a video (docs/product.md#files). */
export function rulesOf(kind: FileKind): readonly FileRule[] {
  return kind === FileKind.PropertyImage ? [fileKindRules[kind], propertyVideoRule] : [fileKindRules[kind]];
}

/** The most bytes a file of this kind may have. */
export function maxBytesOf(kind: FileKind): number {
  return Math.max(...rulesOf(kind).map((r) => r.maxBytes ?? UNLIMITED_KIND_CAP));
}

/** '2 MB', as the fileTooLarge message shows it. */
export const formatMax = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The detected types a kind accepts; null: any (temporary files). */
export function acceptedTypes(kind: FileKind): readonly string[] | null {
  const types = rulesOf(kind).flatMap((r) => r.mimeTypes);
  return types.length ? types : null;
}

const errorOf = (failure: FileCheckFailure, kind: FileKind) => {
  switch (failure) {
    case 'extension':
      return new AppError('invalidFileExtension');
    case 'mimeType':
      return new AppError('invalidFileType');
    case 'size':
      return new AppError('fileTooLarge', { params: { max: formatMax(maxBytesOf(kind)) } });
    case 'empty':
      return new AppError('fileCorrupted');
  }
};

/**
 * What the browser declared (name, size, type), checked with the same domain rule the file input uses, so a
 * 3 MB avatar is refused before a byte is sent. The bytes are checked again at upload-done.
 */
export function assertDeclaredFile(
  kind: FileKind,
  file: { name: string; size: number; contentType: string },
): void {
  const declared = { name: file.name, size: file.size, type: file.contentType };
  const rules = rulesOf(kind);
  const failures = rules.map((rule) => checkFile(rule, declared));
  if (failures.includes(null)) {
    if (file.size > maxBytesOf(kind)) throw errorOf('size', kind);
    return;
  }
  // Report the failure of the rule the extension points at (an .mp4 is judged as a video, not as an image).
  const ext = fileExtension(file.name);
  const index = Math.max(
    0,
    rules.findIndex((r) => r.extensions.includes(ext)),
  );
  throw errorOf(failures[index]!, kind);
}
