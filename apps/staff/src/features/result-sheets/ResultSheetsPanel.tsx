import type { AppointmentItem, ServiceSheetItem } from '@clinic/api-client';
import { AppointmentStatus } from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import { Button, EmptyState, Notice, Spinner, useT } from '@clinic/ui';
import { useState } from 'react';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { diagnosisText } from '../icd10/Icd10Picker';
import { PrintButton } from '../print';
import { useServiceSheets, useVisitServices } from './queries';
import * as styles from './resultSheets.css';
import { SheetEditor } from './SheetEditor';
import { SheetValues } from './SheetValues';

/**
 * The exam screen's result sheets of a visit: each sheet with its values, diagnosis, conclusion and re-examination
 * date; "add a result sheet" and "edit" while the visit is being examined (`editable` and not Finished).
 */
export function ResultSheetsPanel({
  appointment,
  editable,
}: {
  appointment: AppointmentItem;
  editable: boolean;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const sheets = useServiceSheets(appointment.id);
  const services = useVisitServices(appointment.id);
  const finished = appointment.status === AppointmentStatus.Finished;
  const canWrite = editable && !finished;
  const [editor, setEditor] = useState<{ sheet: ServiceSheetItem | null } | null>(null);

  return (
    <section className={styles.panel} aria-labelledby={`sheets-${appointment.id}`}>
      <div className={styles.header}>
        <h2 id={`sheets-${appointment.id}`} className={styles.heading}>
          {t('resultSheets.title')}
        </h2>
        {canWrite && (
          <Button onClick={() => setEditor({ sheet: null })} disabled={!sheets.data}>
            {t('resultSheets.add')}
          </Button>
        )}
      </div>
      {finished && editable && <Notice>{t('resultSheets.readOnly')}</Notice>}
      {sheets.isError ? (
        <Notice tone="warning">{errorText(sheets.error) ?? t('resultSheets.loadFailed')}</Notice>
      ) : !sheets.data ? (
        <Spinner fullHeight={false} />
      ) : sheets.data.length === 0 ? (
        <EmptyState
          size="sm"
          icon="clipboard"
          title={t('resultSheets.none')}
          description={t('resultSheets.noneText')}
        />
      ) : (
        <SheetList sheets={sheets.data} onEdit={canWrite ? (sheet) => setEditor({ sheet }) : undefined} />
      )}
      {editor && sheets.data && (
        <SheetEditor
          appointment={appointment}
          services={services.data ?? []}
          sheets={sheets.data}
          editing={editor.sheet}
          onClose={() => setEditor(null)}
        />
      )}
    </section>
  );
}

/** Saved result sheets, read-only, each with an edit button when `onEdit` is given; times on the clinic's clock. */
export function SheetList({
  sheets,
  onEdit,
}: {
  sheets: readonly ServiceSheetItem[];
  onEdit?: (sheet: ServiceSheetItem) => void;
}) {
  const { t, lang } = useT();
  const timeZone = useClinicTimeZone();
  return (
    <ul className={styles.list}>
      {sheets.map((sheet) => {
        const title = sheet.serviceName ? `${sheet.serviceName} · ${sheet.formName}` : sheet.formName;
        return (
          <li key={sheet.id} className={styles.sheet} aria-label={title}>
            <div className={styles.sheetHeader}>
              <div>
                <h3 className={styles.sheetTitle}>{title}</h3>
                <span className={styles.meta}>
                  {t('resultSheets.by', {
                    name: sheet.createdByName ?? '',
                    time: formatClinicDateTime(sheet.updatedAt, timeZone),
                  })}
                </span>
              </div>
              <span className={styles.sheetActions}>
                <PrintButton kind="resultSheet" id={sheet.id} size="sm" />
                {onEdit && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onEdit(sheet)}
                    aria-label={`${t('resultSheets.edit')} ${title}`}
                  >
                    {t('resultSheets.edit')}
                  </Button>
                )}
              </span>
            </div>
            <SheetValues formId={sheet.formId} values={sheet.properties} />
            <dl className={styles.facts}>
              {/* A sheet kept offline before codes existed has none. */}
              {(sheet.diagnoses ?? []).length > 0 && (
                <Fact label={t('icd10.label')}>
                  {sheet.diagnoses.map((d) => diagnosisText(d, lang)).join('; ')}
                </Fact>
              )}
              <Fact label={t('resultSheets.diagnosis')}>{sheet.diagnosis}</Fact>
              <Fact label={t('resultSheets.conclusion')}>{sheet.conclusion}</Fact>
              <Fact label={t('resultSheets.nextAppointmentDate')}>
                {sheet.nextAppointmentDate && formatDate(sheet.nextAppointmentDate)}
              </Fact>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: string | null | undefined }) {
  const { t } = useT();
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children || t('resultSheets.record.empty')}</dd>
    </div>
  );
}
