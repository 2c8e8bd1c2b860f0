import {
  acceptAttribute,
  checkFile,
  FileKind,
  fileKindRules,
  MAX_LAB_RESULT_FILES,
  MB,
} from '@clinic/domain';
import { Icon, IconButton, useT } from '@clinic/ui';
import { type DragEvent, useRef, useState } from 'react';
import { uploader } from '../../app/uploader';
import * as styles from './labResults.css';

const rule = fileKindRules[FileKind.LabResult];
const maxMb = Math.round((rule.maxBytes ?? 0) / MB);

export interface StoredLabFile {
  physicalFileId: number;
  name: string;
}

interface Pending {
  key: number;
  name: string;
  fraction: number;
}

/**
 * The files of a lab result: dropped on the box or picked, checked against the lab-result file rule (PDF, JPG,
 * PNG, 20 MB) before a byte is sent, uploaded through the app's upload flow with a progress bar each, and removable
 * before the result is saved. `onBusy` tells the form when uploads are in flight.
 */
export function LabFilesInput({
  value,
  onChange,
  onBusy,
  id,
}: {
  value: readonly StoredLabFile[];
  onChange: (files: StoredLabFile[]) => void;
  onBusy?: (busy: boolean) => void;
  id?: string;
}) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  // The files as of the last change, ours or the parent's: two uploads ending together must both be kept, so an
  // upload appends to what the previous one emitted, not to the value of the last render.
  const seen = useRef(value);
  const latest = useRef(value);
  if (seen.current !== value) {
    seen.current = value;
    latest.current = value;
  }
  const emit = (next: StoredLabFile[]) => {
    latest.current = next;
    onChange(next);
  };
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const nextKey = useRef(0);

  const setPendingAndBusy = (update: (list: Pending[]) => Pending[]) =>
    setPending((list) => {
      const next = update(list);
      onBusy?.(next.length > 0);
      return next;
    });

  const add = (files: File[]) => {
    const refused: string[] = [];
    let room = MAX_LAB_RESULT_FILES - latest.current.length - pending.length;
    for (const file of files) {
      const problem = checkFile(rule, file);
      if (problem === 'size') refused.push(t('labResults.add.tooLarge', { name: file.name, max: maxMb }));
      else if (problem) refused.push(t('labResults.add.wrongType', { name: file.name }));
      else if (room <= 0) refused.push(t('labResults.add.tooMany', { max: MAX_LAB_RESULT_FILES }));
      else {
        room -= 1;
        upload(file);
      }
    }
    setProblems([...new Set(refused)]);
  };

  const upload = (file: File) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setPendingAndBusy((list) => [...list, { key, name: file.name, fraction: 0 }]);
    const progress = (fraction: number) =>
      setPending((list) => list.map((p) => (p.key === key ? { ...p, fraction } : p)));
    uploader.upload(file, FileKind.LabResult, progress).then(
      (stored) => {
        setPendingAndBusy((list) => list.filter((p) => p.key !== key));
        emit([...latest.current, { physicalFileId: stored.physicalFileId, name: file.name }]);
      },
      (error: unknown) => {
        setPendingAndBusy((list) => list.filter((p) => p.key !== key));
        const reason = error instanceof Error ? error.message : String(error);
        setProblems((list) => [...list, t('labResults.add.failed', { name: file.name, reason })]);
      },
    );
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={styles.form}>
      <section
        aria-label={t('labResults.add.files')}
        className={`${styles.dropZone} ${over ? styles.dropActive : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Icon name="upload" />
        <span>
          {t('labResults.add.drop')}{' '}
          <button id={id} type="button" className={styles.linkButton} onClick={() => input.current?.click()}>
            {t('labResults.add.pick')}
          </button>
        </span>
        <span className={styles.muted}>
          {t('labResults.add.rule', { max: maxMb, files: MAX_LAB_RESULT_FILES })}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          accept={acceptAttribute(rule)}
          className={styles.hiddenInput}
          data-testid="lab-files-input"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = ''; // the same file picked again still fires
          }}
        />
      </section>
      {(value.length > 0 || pending.length > 0) && (
        <ul className={styles.fileList}>
          {value.map((file) => (
            <li key={file.physicalFileId} className={styles.fileRow}>
              <Icon name={file.name.toLowerCase().endsWith('.pdf') ? 'clipboard' : 'image'} />
              <span className={styles.fileName}>{file.name}</span>
              <IconButton
                icon="close"
                size="xs"
                variant="ghost"
                aria-label={t('labResults.add.remove', { name: file.name })}
                onClick={() => emit(latest.current.filter((f) => f.physicalFileId !== file.physicalFileId))}
              />
            </li>
          ))}
          {pending.map((p) => (
            <li key={`pending-${p.key}`} className={styles.fileRow}>
              <span className={styles.fileName}>{p.name}</span>
              <progress
                className={styles.progress}
                value={p.fraction}
                max={1}
                aria-label={t('labResults.add.uploading', { name: p.name })}
              />
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <ul className={styles.errors} role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
