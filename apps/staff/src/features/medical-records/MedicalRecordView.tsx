import type { LabResultItem, MedicalRecord, PrescriptionItem, ServiceOrderItem } from '@clinic/api-client';
import { doseUnitOf, doseUsageText, ScreenId } from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import { Badge, Notice, Spinner, Table, type Tone, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { SheetList } from '../result-sheets/ResultSheetsPanel';
import { SheetValues } from '../result-sheets/SheetValues';
import * as styles from './medicalRecords.css';
import { useMedicalRecord } from './queries';

const laneTone: Record<ServiceOrderItem['lane'], Tone> = {
  todo: 'secondary',
  doing: 'info',
  done: 'success',
};

/** One visit's medical record: vitals, check-in sheet, services, result sheets, prescription and lab results. */
export function MedicalRecordView({
  appointmentId,
  screenId = ScreenId.PatientRecords,
}: {
  appointmentId: number;
  screenId?: ScreenId;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const record = useMedicalRecord(appointmentId, screenId);
  if (record.isError) return <Notice tone="warning">{errorText(record.error)}</Notice>;
  if (!record.data) return <Spinner fullHeight={false} label={t('resultSheets.record.loading')} />;
  const r = record.data;
  const written =
    r.checkInSheet ||
    r.services.length ||
    r.packages.length ||
    r.sheets.length ||
    r.prescription ||
    r.labResults.length;
  return (
    <div className={styles.record}>
      <Vitals patient={r.patient} />
      {r.checkInSheet && (
        <Section title={`${t('resultSheets.record.checkIn')} · ${r.checkInSheet.formName}`}>
          <SheetValues
            formId={r.checkInSheet.formId}
            values={r.checkInSheet.properties}
            screenId={screenId}
            hideFixed={false}
          />
        </Section>
      )}
      {r.services.length > 0 && (
        <Section title={t('resultSheets.record.services')}>
          <Table
            caption={t('resultSheets.record.services')}
            rows={r.services}
            rowKey="id"
            columns={[
              {
                key: 'name',
                header: t('resultSheets.service'),
                wrap: true,
                cell: (s) =>
                  s.packageName
                    ? `${s.name} (${t('resultSheets.record.paidByPackage', { name: s.packageName })})`
                    : s.name,
              },
              { key: 'quantity', header: t('resultSheets.record.quantity') },
              {
                key: 'lane',
                header: t('resultSheets.record.lane'),
                cell: (s) => <Badge tone={laneTone[s.lane]}>{t(`resultSheets.lanes.${s.lane}`)}</Badge>,
              },
            ]}
          />
        </Section>
      )}
      {r.packages.length > 0 && (
        <Section title={t('resultSheets.record.packages')}>
          <ul className={styles.lines}>
            {r.packages.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        </Section>
      )}
      {r.sheets.length > 0 && (
        <Section title={t('resultSheets.record.sheets')}>
          <SheetList sheets={r.sheets} />
        </Section>
      )}
      {r.prescription && <Prescription prescription={r.prescription} />}
      {r.labResults.length > 0 && <LabResults results={r.labResults} />}
      {!written && <p className={styles.muted}>{t('resultSheets.record.nothing')}</p>}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children || t('resultSheets.record.empty')}</dd>
    </div>
  );
}

function Vitals({ patient }: { patient: MedicalRecord['patient'] }) {
  const { t } = useT();
  return (
    <Section title={t('resultSheets.record.vitals')}>
      <dl className={styles.facts}>
        <Fact label={t('resultSheets.record.height')}>
          {patient.heightCm !== null && t('resultSheets.record.heightValue', { value: patient.heightCm })}
        </Fact>
        <Fact label={t('resultSheets.record.weight')}>
          {patient.weightKg !== null && t('resultSheets.record.weightValue', { value: patient.weightKg })}
        </Fact>
        <Fact label={t('resultSheets.record.allergy')}>{patient.allergy}</Fact>
        <Fact label={t('resultSheets.record.history')}>{patient.medicalHistory}</Fact>
        <Fact label={t('resultSheets.record.standingDiagnosis')}>{patient.diagnosis}</Fact>
      </dl>
    </Section>
  );
}

function Prescription({ prescription }: { prescription: PrescriptionItem }) {
  const { t, lang } = useT();
  return (
    <Section title={t('resultSheets.record.prescription')}>
      <dl className={styles.facts}>
        <Fact label={t('resultSheets.diagnosis')}>{prescription.diagnosis}</Fact>
        <Fact label={t('resultSheets.record.advice')}>{prescription.advice}</Fact>
        <Fact label={t('resultSheets.nextAppointmentDate')}>
          {prescription.reExamDate && formatDate(prescription.reExamDate)}
        </Fact>
      </dl>
      <Table
        caption={t('resultSheets.record.prescription')}
        rows={prescription.items}
        rowKey="id"
        columns={[
          { key: 'name', header: t('resultSheets.record.medicine'), wrap: true },
          {
            key: 'quantity',
            header: t('resultSheets.record.quantity'),
            cell: (line) => `${line.quantity} ${t(`catalog.units.${line.unit}`)}`,
          },
          {
            key: 'morning',
            header: t('resultSheets.record.dose'),
            wrap: true,
            cell: (line) =>
              // The usage line generated from the dose, in the reader's language, and the doctor's note.
              [
                doseUsageText(line, doseUnitOf(line), lang === 'en' ? 'en' : 'vi'),
                line.note ? `${t('prescriptions.note')}: ${line.note}` : '',
              ]
                .filter(Boolean)
                .join(' · '),
          },
        ]}
      />
    </Section>
  );
}

function LabResults({ results }: { results: readonly LabResultItem[] }) {
  const { t } = useT();
  return (
    <Section title={t('resultSheets.record.labResults')}>
      <ul className={styles.lines}>
        {results.map((lab) => (
          <li key={lab.id}>
            <strong>
              {t(`resources.laboratories.provider${lab.laboratoryId}` as 'resources.laboratories.provider1')}
            </strong>
            {' · '}
            {formatDate(lab.resultDate)}
            {lab.note && ` · ${lab.note}`}
            <div className={styles.files}>
              {lab.files.length === 0 ? (
                <span className={styles.muted}>{t('resultSheets.record.noFiles')}</span>
              ) : (
                lab.files.map((file) => <FileLink key={file.physicalFileId} {...file} />)
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A lab file: its signed URL is asked for when clicked (they expire), then opened in a new tab. */
function FileLink({ physicalFileId, fileName }: { physicalFileId: number; fileName: string }) {
  return (
    <a
      href={`#file-${physicalFileId}`}
      onClick={async (event) => {
        event.preventDefault();
        const url = await api.resolveFileUrl(physicalFileId);
        if (url) window.open(url, '_blank', 'noopener');
      }}
    >
      {fileName}
    </a>
  );
}
