import { acceptAttribute, FileKind, fileKindRules } from '@clinic/domain';
import { type ChangeEvent, useRef, useState } from 'react';
import { useT } from '../../useT';
import { Avatar, type AvatarSize } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import {
  type FileUploader,
  fileProblem,
  maxMegabytes,
  useFileUrl,
  useUploads,
} from '../PropertyForm/uploads';
import * as styles from './AvatarUpload.css';

const rule = fileKindRules[FileKind.Avatar];
const accept = acceptAttribute(rule);

export interface AvatarUploadProps {
  /** The stored avatar's file id; null when there is none. */
  value: number | null;
  onChange(id: number | null): void;
  uploader: FileUploader;
  /** Whose picture: its alt text, and the initials shown without one. */
  name?: string;
  /** In pixels (24, 32, 40 or 64; others take the nearest) or an Avatar size. 64 by default. */
  size?: number | AvatarSize;
  disabled?: boolean;
}

const sizes: readonly [number, AvatarSize][] = [
  [24, 'sm'],
  [32, 'md'],
  [40, 'lg'],
  [64, 'xl'],
];

function avatarSize(size: number | AvatarSize): AvatarSize {
  if (typeof size !== 'number') return size;
  return sizes.reduce((best, entry) =>
    Math.abs(entry[0] - size) < Math.abs(best[0] - size) ? entry : best,
  )[1];
}

/**
 * A user's, doctor's or patient's picture (JPG, JPEG, HEIC or PNG, at most 2 MB: docs/product.md#files). Clicking the
 * picture (or its button, by keyboard) opens the file dialog; the file is checked here, uploaded with its
 * progress, and its id given to `onChange`. Remove sets it back to null (the initials show again).
 */
export function AvatarUpload({
  value,
  onChange,
  uploader,
  name,
  size = 64,
  disabled = false,
}: AvatarUploadProps) {
  const { t } = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [known] = useState(() => new Map<number, string>());
  const { pending, errors, setErrors, start } = useUploads(uploader, FileKind.Avatar, t);
  const url = useFileUrl(uploader, value, known);
  const upload = pending.at(-1);
  const busy = upload !== undefined;

  const choose = () => inputRef.current?.click();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(rule, file, t);
    setErrors(problem ? [problem] : []);
    if (problem) return;
    start(file, (stored) => {
      known.set(stored.physicalFileId, stored.fileUrl);
      onChange(stored.physicalFileId);
    });
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.pictureButton}
        aria-label={t('formRenderer.avatar.choose')}
        title={t('formRenderer.avatar.choose')}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={choose}
      >
        <Avatar src={url ?? null} name={name ?? null} size={avatarSize(size)} />
        <span className={styles.badge} aria-hidden="true">
          <Icon name="upload" size="sm" />
        </span>
      </button>
      <div className={styles.side}>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" disabled={disabled} loading={busy} onClick={choose}>
            {t(value === null ? 'formRenderer.avatar.upload' : 'formRenderer.avatar.change')}
          </Button>
          {value !== null && (
            <Button variant="secondary" size="sm" disabled={disabled || busy} onClick={() => onChange(null)}>
              {t('formRenderer.avatar.remove')}
            </Button>
          )}
        </div>
        {upload ? (
          <progress
            className={styles.progress}
            value={upload.fraction}
            max={1}
            aria-label={t('formRenderer.upload.progress', { name: upload.name })}
          />
        ) : (
          <span className={styles.hint}>{t('formRenderer.avatar.hint', { max: maxMegabytes(rule) })}</span>
        )}
        <p className={styles.error} role="alert" hidden={errors.length === 0}>
          {errors.join(' ')}
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        className={styles.fileInput}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        data-testid="avatar-file-input"
        onChange={pick}
      />
    </div>
  );
}
