import { MB, PRINT_TEMPLATE_MAX_BYTES, printKinds, ScreenId } from '@clinic/domain';
import { Button, Notice, Spinner, useT } from '@clinic/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/session';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import * as settingsStyles from './GeneralSettings.css';
import * as styles from './PrintTemplates.css';
import { itemOf, PrintTemplatesRow, printTemplatesQueryKey } from './PrintTemplatesRow';

/**
 * General settings' "Mẫu in" section: per document kind, the built-in template or the clinic's .docx,
 * the placeholders a .docx may use, and a how-to. Without LibreOffice on the server .docx templates cannot become
 * PDFs: the section says so (the built-in templates print), and uploads stay allowed for when it is installed.
 */
export function PrintTemplates({ canWrite }: { canWrite: boolean }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const templates = useQuery({
    queryKey: printTemplatesQueryKey,
    queryFn: ({ signal }) => api.print.templates({ screenId: ScreenId.GeneralSettings, signal }),
  });

  return (
    <section className={settingsStyles.fieldset} aria-labelledby="print-templates-title">
      <h2 id="print-templates-title" className={settingsStyles.sectionTitle}>
        {t('printTemplates.title')}
      </h2>
      <p className={settingsStyles.note}>{t('printTemplates.text')}</p>
      {templates.isError ? (
        <Notice
          action={
            <Button variant="secondary" size="sm" onClick={() => templates.refetch()}>
              {t('printTemplates.retry')}
            </Button>
          }
        >
          {t('printTemplates.loadFailed', { reason: errorText(templates.error) ?? '' })}
        </Notice>
      ) : !templates.data ? (
        <Spinner />
      ) : (
        <>
          {!templates.data.pdfAvailable && <Notice>{t('printTemplates.noPdf')}</Notice>}
          <p className={styles.howTo}>{t('printTemplates.howTo')}</p>
          {canWrite && (
            <p className={settingsStyles.note}>
              {t('printTemplates.rule', { max: PRINT_TEMPLATE_MAX_BYTES / MB })}
            </p>
          )}
          <ul className={styles.list}>
            {printKinds.map((kind) => (
              <PrintTemplatesRow key={kind} item={itemOf(templates.data, kind)} canWrite={canWrite} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
