import { Button, buttonClassName, Modal, useT } from '@clinic/ui';

/** The PDF when the browser blocked its window: a link the user opens (a click of their own is never blocked). */
export function PdfReadyDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal
      open={url !== null}
      title={t('printing.pdfReady.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('printing.pdfReady.close')}
          </Button>
          <a
            href={url ?? undefined}
            target="_blank"
            className={buttonClassName()}
            onClick={onClose}
            data-autofocus
            rel="noopener"
          >
            {t('printing.pdfReady.open')}
          </a>
        </>
      }
    >
      <p>{t('printing.pdfReady.text')}</p>
    </Modal>
  );
}
