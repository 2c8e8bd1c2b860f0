import { useT } from '../../useT';
import * as styles from './FileInputs.css';
import type { PendingUpload } from './uploads';

/** One upload in flight: its name, a bar and the percentage (the bar is named by the file for screen readers). */
export function UploadProgress({ upload }: { upload: PendingUpload }) {
  const { t } = useT();
  const percent = Math.round(upload.fraction * 100);
  return (
    <div className={styles.pending}>
      <span className={styles.pendingName} title={upload.name}>
        {upload.name}
      </span>
      <progress
        className={styles.progress}
        value={upload.fraction}
        max={1}
        aria-label={t('formRenderer.upload.progress', { name: upload.name })}
      />
      <span aria-hidden="true">{t('formRenderer.upload.percent', { percent })}</span>
    </div>
  );
}

/** Why the last picked files were refused or failed; announced as they appear. */
export function UploadErrors({ errors }: { errors: readonly string[] }) {
  return (
    <ul className={styles.errors} role="alert" hidden={errors.length === 0}>
      {errors.map((error, index) => (
        // The same message can repeat (two files of one name): the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: messages have no identity of their own.
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}
