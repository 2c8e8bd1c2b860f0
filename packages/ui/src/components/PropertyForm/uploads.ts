import {
  checkFile,
  type FileKind,
  type FileRule,
  MB,
  type PropertyDefinition,
  type PropertyValue,
} from '@clinic/domain';
import type { Translate } from '@clinic/i18n';
import { useEffect, useRef, useState } from 'react';
import type { DateAction } from './PropertyField';

/**
 * How the file inputs store files: the app gives one, built on its API client (request-upload-file → PUT the
 * bytes → upload-done, and the batched file-URL resolver). Stories and tests give an in-memory one.
 */
export interface FileUploader {
  /** Runs request-upload-file → PUT bytes → upload-done; rejects with an Error whose message is translated. */
  upload(
    file: File,
    kind: FileKind,
    onProgress?: (fraction: number) => void,
  ): Promise<{ physicalFileId: number; fileUrl: string }>;
  /** The (batched, cached) URL of a stored file. */
  resolveUrl(physicalFileId: number): Promise<string | undefined>;
}

export interface PropertyFormProps {
  /** In display order. */
  properties: readonly PropertyDefinition[];
  /** By property id. */
  values: Readonly<Record<number, PropertyValue>>;
  onChange(values: Record<number, PropertyValue>): void;
  /** formError ids or translated text, by property id. */
  errors?: Readonly<Record<number, string>>;
  uploader: FileUploader;
  /** Details view: values shown as text, thumbnails and video, an em dash for an empty one. */
  readOnly?: boolean;
  disabled?: boolean;
  /** Beside each Date property's picker (PropertyField's `dateAction`). */
  dateAction?: DateAction;
  /** The clinic's symptom suggestions: the fixed 'symptom' property offers them while it is typed. */
  symptomSuggestions?: readonly string[] | undefined;
}

/** The translated reason a file is refused before upload, or null when the rule accepts it. */
export function fileProblem(rule: FileRule, file: File, t: Translate): string | null {
  const problem = checkFile(rule, file);
  const name = file.name;
  switch (problem) {
    case null:
      return null;
    case 'empty':
      return t('formRenderer.errors.empty', { name });
    case 'size':
      return t('formRenderer.errors.tooLarge', { name, max: maxMegabytes(rule) });
    default:
      return t('formRenderer.errors.wrongType', { name, types: typesText(rule) });
  }
}

/** 'JPG, JPEG, PNG' */
const typesText = (rule: FileRule) => rule.extensions.map((ext) => ext.toUpperCase()).join(', ');

export const maxMegabytes = (rule: FileRule) => (rule.maxBytes === null ? 0 : Math.round(rule.maxBytes / MB));

/**
 * The URL of a stored file: undefined while it is being resolved, null when there is none (deleted, another
 * clinic's). A URL learnt from the upload itself is used at once.
 */
export function useFileUrl(
  uploader: FileUploader,
  id: number | null | undefined,
  known?: ReadonlyMap<number, string>,
): string | null | undefined {
  const knownUrl = id == null ? undefined : known?.get(id);
  const [resolved, setResolved] = useState<{ id: number; url: string | null } | null>(null);
  useEffect(() => {
    if (id == null || knownUrl !== undefined) return;
    let live = true;
    uploader.resolveUrl(id).then(
      (url) => live && setResolved({ id, url: url ?? null }),
      () => live && setResolved({ id, url: null }),
    );
    return () => {
      live = false;
    };
  }, [uploader, id, knownUrl]);
  if (id == null) return undefined;
  return knownUrl ?? (resolved?.id === id ? resolved.url : undefined);
}

export interface PendingUpload {
  key: number;
  name: string;
  /** 0 to 1. */
  fraction: number;
}

/**
 * Uploads in flight, with their progress, and the messages of the files refused or failed in the last pick.
 * `start` calls `onDone` with the stored file (unless the input is gone by then).
 */
export function useUploads(uploader: FileUploader, kind: FileKind, t: Translate) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const nextKey = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = (file: File, onDone: (stored: { physicalFileId: number; fileUrl: string }) => void) => {
    nextKey.current += 1;
    const key = nextKey.current;
    const drop = () => setPending((list) => list.filter((upload) => upload.key !== key));
    setPending((list) => [...list, { key, name: file.name, fraction: 0 }]);
    uploader
      .upload(file, kind, (fraction) =>
        setPending((list) =>
          list.map((upload) =>
            upload.key === key ? { ...upload, fraction: Math.min(1, Math.max(0, fraction)) } : upload,
          ),
        ),
      )
      .then(
        (stored) => {
          drop();
          if (mounted.current) onDone(stored);
        },
        (error: unknown) => {
          drop();
          const reason = error instanceof Error ? error.message : String(error);
          setErrors((list) => [...list, t('formRenderer.errors.failed', { name: file.name, reason })]);
        },
      );
  };

  return { pending, errors, setErrors, start };
}

/**
 * The latest value of a controlled input, for callbacks that finish later (an upload): a new value from the
 * parent replaces it, our own emits update it at once, so two uploads ending together both count.
 */
export function useLatest<T>(value: T) {
  const seen = useRef(value);
  const latest = useRef(value);
  if (seen.current !== value) {
    seen.current = value;
    latest.current = value;
  }
  return latest;
}
