import type { LabResultItem } from '@clinic/api-client';
import { Button, Icon, Modal, useFileUrl, useT } from '@clinic/ui';
import { useState } from 'react';
import { uploader } from '../../app/uploader';
import * as styles from './labResults.css';

type LabFile = LabResultItem['files'][number];

/**
 * A result's files: a PDF opens in a new tab (the browser's viewer prints and zooms it), a photo in a preview
 * over the list. URLs come from the batched, cached get-urls resolver, so a page of results asks once.
 */
export function LabFileLinks({ files }: { files: readonly LabFile[] }) {
  const [preview, setPreview] = useState<{ file: LabFile; url: string } | null>(null);
  const { t } = useT();
  return (
    <span className={styles.files}>
      {files.map((file) => (
        <FileLink key={file.physicalFileId} file={file} onPreview={(url) => setPreview({ file, url })} />
      ))}
      <Modal
        open={preview !== null}
        title={preview?.file.fileName ?? t('labResults.file.preview')}
        onClose={() => setPreview(null)}
        footer={
          <Button variant="secondary" onClick={() => setPreview(null)}>
            {t('labResults.file.close')}
          </Button>
        }
      >
        {preview && <img src={preview.url} alt={preview.file.fileName} className={styles.preview} />}
      </Modal>
    </span>
  );
}

function FileLink({ file, onPreview }: { file: LabFile; onPreview: (url: string) => void }) {
  const { t } = useT();
  const url = useFileUrl(uploader, file.physicalFileId);
  const image = file.mimeType.startsWith('image/');
  const label = t('labResults.file.open', { name: file.fileName });
  const content = (
    <>
      <Icon name={image ? 'image' : 'clipboard'} size="sm" />
      {file.fileName}
    </>
  );
  if (!url)
    return (
      <span className={styles.fileLink} title={url === null ? t('labResults.file.missing') : undefined}>
        {content}
      </span>
    );
  if (image)
    // A link to the picture (a middle or Ctrl click still opens a tab); a plain click previews it over the list.
    return (
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        aria-label={label}
        className={styles.fileLink}
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          onPreview(url);
        }}
      >
        {content}
      </a>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" aria-label={label} className={styles.fileLink}>
      {content}
    </a>
  );
}
