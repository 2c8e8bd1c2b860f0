import { acceptAttribute, FileKind, fileKindRules, PROPERTY_IMAGES_MAX_FILES } from '@clinic/domain';
import { type ChangeEvent, useRef, useState } from 'react';
import { useT } from '../../useT';
import { useFieldControl } from '../FormField/FormFieldContext';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './FileInputs.css';
import { UploadErrors, UploadProgress } from './UploadParts';
import { type FileUploader, fileProblem, useFileUrl, useLatest, useUploads } from './uploads';

const rule = fileKindRules[FileKind.PropertyImage];
const acceptImages = acceptAttribute(rule);

export interface ImagesInputProps {
  /** Stored file ids, in order; null when there are none. */
  value: readonly number[] | null;
  onChange?: (ids: number[] | null) => void;
  uploader: FileUploader;
  /** At most this many images (5 per property: docs/product.md#files). */
  max?: number;
  /** Only the thumbnails: no adding, no removing. */
  readOnly?: boolean;
  disabled?: boolean;
  id?: string;
  invalid?: boolean;
}

/**
 * The images of an Images property: a grid of thumbnails, each opening the full picture, an X to take one
 * out (no confirmation: the stored file stays until the form is saved, and Undo puts it back), and an "add"
 * tile that uploads JPG/PNG files with their progress. Files of the wrong type or size, and files beyond the
 * limit, are refused here with a message and never sent.
 */
export function ImagesInput({
  value,
  onChange,
  uploader,
  max = PROPERTY_IMAGES_MAX_FILES,
  readOnly = false,
  disabled = false,
  id,
  invalid,
}: ImagesInputProps) {
  const { t } = useT();
  const field = useFieldControl({ id, invalid });
  const ids = value ?? [];
  const latest = useLatest<readonly number[]>(ids);
  const inputRef = useRef<HTMLInputElement>(null);
  const [known] = useState(() => new Map<number, string>());
  const [undo, setUndo] = useState<{ id: number; index: number } | null>(null);
  const { pending, errors, setErrors, start } = useUploads(uploader, FileKind.PropertyImage, t);

  const emit = (next: number[]) => {
    latest.current = next;
    onChange?.(next.length > 0 ? next : null);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same file again still fires a change
    const problems: string[] = [];
    let room = max - latest.current.length - pending.length;
    for (const file of files) {
      const problem = fileProblem(rule, file, t);
      if (problem) problems.push(problem);
      else if (room <= 0) problems.push(t('formRenderer.errors.tooMany', { max, name: file.name }));
      else {
        room -= 1;
        start(file, (stored) => {
          known.set(stored.physicalFileId, stored.fileUrl);
          emit([...latest.current, stored.physicalFileId]);
        });
      }
    }
    setErrors(problems);
    setUndo(null);
  };

  const remove = (index: number) => {
    const removed = latest.current[index];
    if (removed === undefined) return;
    setUndo({ id: removed, index });
    emit(latest.current.filter((_, i) => i !== index));
  };

  const restore = () => {
    if (!undo) return;
    const next = [...latest.current];
    if (next.length >= max || next.includes(undo.id)) return setUndo(null);
    next.splice(Math.min(undo.index, next.length), 0, undo.id);
    setUndo(null);
    emit(next);
  };

  const canAdd = !readOnly && ids.length + pending.length < max;

  return (
    // The field's label names the group (the add button keeps its own words: "Thêm ảnh").
    <fieldset id={field.id} className={styles.root} aria-labelledby={field.labelId}>
      <ul className={styles.thumbs}>
        {ids.map((fileId, index) => (
          <li key={fileId} className={styles.tile}>
            <Thumbnail uploader={uploader} id={fileId} index={index + 1} known={known} />
            {!readOnly && (
              <IconButton
                icon="close"
                size="xs"
                variant="ghost"
                className={styles.remove}
                aria-label={t('formRenderer.images.remove', { index: index + 1 })}
                disabled={disabled}
                onClick={() => remove(index)}
              />
            )}
          </li>
        ))}
        {pending.map((upload) => (
          <li key={`pending-${upload.key}`} className={styles.tile}>
            <UploadProgress upload={upload} />
          </li>
        ))}
        {canAdd && (
          <li>
            <button
              type="button"
              {...field.aria}
              className={styles.addTile}
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              <Icon name="image" />
              {t('formRenderer.images.add')}
            </button>
          </li>
        )}
      </ul>
      {!readOnly && (
        <>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={acceptImages}
            className={styles.fileInput}
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            data-testid="images-file-input"
            onChange={pick}
          />
          <div className={styles.footer} aria-live="polite">
            <span>{t('formRenderer.images.count', { count: ids.length, max })}</span>
            {undo && (
              <>
                <span>{t('formRenderer.images.removed')}</span>
                <button type="button" className={styles.linkButton} onClick={restore}>
                  {t('formRenderer.images.undo')}
                </button>
              </>
            )}
          </div>
          <UploadErrors errors={errors} />
        </>
      )}
    </fieldset>
  );
}

function Thumbnail({
  uploader,
  id,
  index,
  known,
}: {
  uploader: FileUploader;
  id: number;
  index: number;
  known: ReadonlyMap<number, string>;
}) {
  const { t } = useT();
  const url = useFileUrl(uploader, id, known);
  const label = t('formRenderer.images.image', { index });
  if (!url) {
    return (
      <div className={styles.placeholder} role="img" aria-label={label} aria-busy={url === undefined}>
        <Icon name="image" />
      </div>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className={styles.thumbLink}
      aria-label={t('formRenderer.images.open', { index })}
    >
      <img src={url} alt={label} className={styles.thumbImage} loading="lazy" />
    </a>
  );
}
