import type { PrintTemplateItem, PrintTemplates } from '@clinic/api-client';
import {
  acceptAttribute,
  checkFile,
  FileKind,
  fileKindRules,
  MB,
  type PrintKind,
  ScreenId,
} from '@clinic/domain';
import { Badge, Button, buttonClassName, ConfirmDialog, Icon, toast, useFileUrl, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatClinicDateTime, useClinicTimeZone } from '../../../app/clinicTime';
import { api } from '../../../app/session';
import { uploader } from '../../../app/uploader';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import * as styles from './PrintTemplates.css';
import { PrintTemplatesPlaceholders } from './PrintTemplatesPlaceholders';
import { PrintTemplatesPreview } from './PrintTemplatesPreview';

export const printTemplatesQueryKey = ['print', 'templates'] as const;

const rule = fileKindRules[FileKind.PrintTemplate];
const maxMb = Math.round((rule.maxBytes ?? 0) / MB);
const call = { screenId: ScreenId.GeneralSettings };

/** '24 KB', '1,2 MB' in the language's digits. */
function sizeText(bytes: number, lang: string): string {
  const number = (value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value);
  return bytes >= MB ? `${number(bytes / MB)} MB` : `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * One document kind: the template it prints with (built-in, or the clinic's .docx with its file's details), and
 * for an editor the upload (checked here first: a .docx of at most 5 MB; the server then checks the bytes and
 * that docxtemplater can read it), preview, download and removal. Readers see the list and may download.
 */
export function PrintTemplatesRow({ item, canWrite }: { item: PrintTemplateItem; canWrite: boolean }) {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string>();
  /** The file name the remove dialog asks about, kept while the dialog closes (the row has no template by then). */
  const [removing, setRemoving] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { kind, template } = item;
  const kindName = t(`printTemplates.kinds.${kind}`);
  const timeZone = useClinicTimeZone();
  const fileUrl = useFileUrl(uploader, template?.physicalFileId);

  const set = useMutation({
    mutationFn: (physicalFileId: number | null) => api.print.setTemplate(kind, { physicalFileId }, call),
    onSuccess: (saved) => {
      queryClient.setQueryData<PrintTemplates>(
        printTemplatesQueryKey,
        (old) => old && { ...old, items: old.items.map((i) => (i.kind === kind ? saved : i)) },
      );
      toast.success(
        t(saved.template ? 'printTemplates.saved' : 'printTemplates.removed', { kind: kindName }),
      );
    },
    onError: (error) => setProblem(errorText(error)),
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    const refused = checkFile(rule, file);
    if (refused) {
      const key = refused === 'size' ? 'tooLarge' : refused === 'empty' ? 'empty' : 'wrongType';
      setProblem(t(`printTemplates.${key}`, { name: file.name, max: maxMb }));
      return;
    }
    setUploading({ name: file.name, fraction: 0 });
    uploader
      .upload(file, FileKind.PrintTemplate, (fraction) => setUploading({ name: file.name, fraction }))
      .then(
        (stored) => {
          setUploading(null);
          set.mutate(stored.physicalFileId);
        },
        (error: unknown) => {
          setUploading(null);
          setProblem(errorText(error));
        },
      );
  };

  const busy = uploading !== null || set.isPending;
  const fileLine =
    template &&
    t(template.updatedByName ? 'printTemplates.fileInfoBy' : 'printTemplates.fileInfo', {
      size: sizeText(template.size, lang),
      date: formatClinicDateTime(template.updatedAt, timeZone),
      name: template.updatedByName ?? '',
    });

  return (
    <li className={styles.row} aria-labelledby={`print-template-${kind}`}>
      <div className={styles.rowHead}>
        <div>
          <h3 id={`print-template-${kind}`} className={styles.kindName}>
            {kindName}
            <Badge tone={template ? 'success' : 'secondary'}>
              {t(template ? 'printTemplates.custom' : 'printTemplates.builtIn')}
            </Badge>
          </h3>
          {template && (
            <p className={styles.fileLine}>
              <Icon name="file-text" size="sm" /> {`${template.name} · ${fileLine}`}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {template && fileUrl && (
            <a
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              href={fileUrl}
              download={template.name}
            >
              {t('printTemplates.download')}
            </a>
          )}
          {canWrite && template && (
            <Button variant="secondary" size="sm" onClick={() => setPreviewing(true)} disabled={busy}>
              {t('printTemplates.preview')}
            </Button>
          )}
          {canWrite && (
            <Button variant="secondary" size="sm" onClick={() => input.current?.click()} loading={busy}>
              {t(template ? 'printTemplates.replace' : 'printTemplates.upload')}
            </Button>
          )}
          {canWrite && template && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRemoving(template?.name ?? '')}
              disabled={busy}
            >
              {t('printTemplates.remove')}
            </Button>
          )}
          {canWrite && (
            <input
              ref={input}
              type="file"
              accept={acceptAttribute(rule)}
              className={styles.hiddenInput}
              data-testid={`print-template-input-${kind}`}
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = ''; // the same file picked again still fires
              }}
            />
          )}
        </div>
      </div>
      {uploading && (
        <progress
          className={styles.progress}
          value={uploading.fraction}
          max={1}
          aria-label={t('printTemplates.uploading', { name: uploading.name })}
        />
      )}
      {problem && (
        <p className={styles.errors} role="alert">
          {problem}
        </p>
      )}
      <PrintTemplatesPlaceholders kind={kind} />
      {previewing && template && (
        <PrintTemplatesPreview
          kind={kind}
          physicalFileId={template.physicalFileId}
          onClose={() => setPreviewing(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('printTemplates.removeTitle')}
        message={t('printTemplates.removeText', { kind: kindName, name: removing ?? '' })}
        confirmLabel={t('printTemplates.remove')}
        variant="danger"
        loading={set.isPending}
        onConfirm={() =>
          set.mutateAsync(null).then(
            () => setRemoving(null),
            () => setRemoving(null),
          )
        }
        onCancel={() => setRemoving(null)}
      />
    </li>
  );
}

/** `printKinds` order, each with the server's answer or, when it has none for a kind, the built-in one. */
export const itemOf = (answer: PrintTemplates, kind: PrintKind): PrintTemplateItem =>
  answer.items.find((i) => i.kind === kind) ?? { kind, template: null };
