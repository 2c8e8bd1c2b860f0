import { acceptAttribute, FileKind, propertyVideoRule } from '@clinic/domain';
import { type ChangeEvent, useRef, useState } from 'react';
import { useT } from '../../useT';
import { Button } from '../Button/Button';
import { useFieldControl } from '../FormField/FormFieldContext';
import { Icon } from '../Icon/Icon';
import * as styles from './FileInputs.css';
import { UploadErrors, UploadProgress } from './UploadParts';
import { type FileUploader, fileProblem, useFileUrl, useLatest, useUploads } from './uploads';

const acceptVideo = acceptAttribute(propertyVideoRule);

export interface VideoInputProps {
  /** The stored file id in a list (how a Video property keeps it); null when there is none. */
  value: readonly number[] | null;
  onChange?: (ids: number[] | null) => void;
  uploader: FileUploader;
  /** Only the player: no choosing, no removing. */
  readOnly?: boolean;
  disabled?: boolean;
  id?: string;
  invalid?: boolean;
}

/**
 * The video of a Video property (one MP4 or AVI, at most 20 MB: docs/product.md#files), uploaded as property media and
 * played in place once its URL is known. Removing it needs no confirmation: Undo brings it back.
 */
export function VideoInput({
  value,
  onChange,
  uploader,
  readOnly = false,
  disabled = false,
  id,
  invalid,
}: VideoInputProps) {
  const { t } = useT();
  const field = useFieldControl({ id, invalid });
  const ids = value ?? [];
  const latest = useLatest<readonly number[]>(ids);
  const inputRef = useRef<HTMLInputElement>(null);
  const [known] = useState(() => new Map<number, string>());
  const [undo, setUndo] = useState<number | null>(null);
  const { pending, errors, setErrors, start } = useUploads(uploader, FileKind.PropertyImage, t);
  const videoId = ids[0] ?? null;
  const url = useFileUrl(uploader, videoId, known);

  const emit = (next: number[]) => {
    latest.current = next;
    onChange?.(next.length > 0 ? next : null);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(propertyVideoRule, file, t);
    setErrors(problem ? [problem] : []);
    setUndo(null);
    if (problem) return;
    start(file, (stored) => {
      known.set(stored.physicalFileId, stored.fileUrl);
      emit([stored.physicalFileId]);
    });
  };

  const remove = () => {
    if (videoId === null) return;
    setUndo(videoId);
    emit([]);
  };

  const restore = () => {
    if (undo !== null && latest.current.length === 0) emit([undo]);
    setUndo(null);
  };

  const label = t('formRenderer.video.label');
  return (
    // The field's label names the group (the add button keeps its own words: "Thêm ảnh").
    <fieldset id={field.id} className={styles.root} aria-labelledby={field.labelId}>
      {videoId !== null && (
        <div className={styles.videoBox}>
          {url ? (
            // biome-ignore lint/a11y/useMediaCaption: patients' clinical videos come without captions.
            <video className={styles.video} src={url} controls preload="metadata" aria-label={label} />
          ) : (
            <div
              className={styles.videoPlaceholder}
              role="img"
              aria-label={label}
              aria-busy={url === undefined}
            >
              <Icon name="video" />
              {url === undefined && <span>{t('formRenderer.video.loading')}</span>}
            </div>
          )}
        </div>
      )}
      {pending[0] && (
        <div className={styles.videoBox}>
          <UploadProgress upload={pending[0]} />
        </div>
      )}
      {!readOnly && (
        <>
          {videoId !== null ? (
            <Button
              variant="secondary"
              size="sm"
              className={styles.videoAdd}
              disabled={disabled}
              onClick={remove}
            >
              <span className={styles.withIcon}>
                <Icon name="trash" size="sm" />
                {t('formRenderer.video.remove')}
              </span>
            </Button>
          ) : (
            pending.length === 0 && (
              <Button
                variant="secondary"
                {...field.aria}
                className={styles.videoAdd}
                disabled={disabled}
                onClick={() => inputRef.current?.click()}
              >
                <span className={styles.withIcon}>
                  <Icon name="video" size="sm" />
                  {t('formRenderer.video.add')}
                </span>
              </Button>
            )
          )}
          <input
            ref={inputRef}
            type="file"
            accept={acceptVideo}
            className={styles.fileInput}
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            data-testid="video-file-input"
            onChange={pick}
          />
          {undo !== null && (
            <div className={styles.footer} aria-live="polite">
              <span>{t('formRenderer.video.removed')}</span>
              <button type="button" className={styles.linkButton} onClick={restore}>
                {t('formRenderer.images.undo')}
              </button>
            </div>
          )}
          <UploadErrors errors={errors} />
        </>
      )}
    </fieldset>
  );
}
