import { type PrintKind, ScreenId } from '@clinic/domain';
import { buttonClassName, Modal, Spinner, useT } from '@clinic/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../app/session';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { FormMessage } from '../../auth/AuthLayout';
import * as styles from './PrintTemplates.css';

/** An object URL for the blob while the component shows it, revoked after. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * The kind's .docx filled with demo data (printDemoData) and converted by the server: a PDF shown in a frame of
 * its object URL (the API's CSP allows blob: frames for it), with a download link and a new-tab link for browsers
 * that do not show PDFs inline.
 */
export function PrintTemplatesPreview({
  kind,
  physicalFileId,
  onClose,
}: {
  kind: PrintKind;
  physicalFileId: number;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const kindName = t(`printTemplates.kinds.${kind}`);
  const pdf = useQuery({
    queryKey: ['print', 'templates', kind, 'preview', physicalFileId],
    queryFn: ({ signal }) =>
      api.print.previewTemplate(kind, physicalFileId, { screenId: ScreenId.GeneralSettings, signal }),
    // A conversion takes seconds: a failed one is shown, not tried again behind the user's back.
    retry: false,
    gcTime: 0,
  });
  const url = useObjectUrl(pdf.data);
  const fileName = `${kind}-preview.pdf`;

  return (
    <Modal
      open
      title={t('printTemplates.previewTitle', { kind: kindName })}
      onClose={onClose}
      className={styles.previewDialog}
      footer={
        url && (
          <>
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={url}
              target="_blank"
              rel="noreferrer"
            >
              {t('printTemplates.previewOpen')}
            </a>
            <a className={buttonClassName()} href={url} download={fileName}>
              {t('printTemplates.previewDownload')}
            </a>
          </>
        )
      }
    >
      {pdf.isError ? (
        <FormMessage text={errorText(pdf.error)} />
      ) : url ? (
        <iframe className={styles.previewFrame} src={url} title={t('printTemplates.previewFrame')} />
      ) : (
        <p className={styles.howTo}>
          <Spinner /> {t('printTemplates.previewLoading')}
        </p>
      )}
    </Modal>
  );
}
