import type { VisitSummary } from '@clinic/api-client';
import { type AppointmentStatus, ScreenId } from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import { Badge, Button, EmptyState, Notice, Spinner, StatusBadge, useT } from '@clinic/ui';
import { useState } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { MedicalRecordView } from './MedicalRecordView';
import * as styles from './medicalRecords.css';
import { usePatientVisits } from './queries';

/**
 * A patient's visits as a timeline, newest first, a page at a time; each opens into its whole medical record.
 * Shown on the patient's details and, for previous visits, on the exam screen.
 */
export function VisitTimeline({
  patientId,
  screenId = ScreenId.PatientRecords,
  excludeAppointmentId,
}: {
  patientId: number;
  /** The screen reading it (the server checks it): the patient records, or the exam screen. */
  screenId?: ScreenId;
  /** A visit to leave out: the one the exam screen is examining. */
  excludeAppointmentId?: number;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const visits = usePatientVisits(patientId, screenId);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (visits.isError)
    return <Notice tone="warning">{errorText(visits.error) ?? t('resultSheets.visits.loadFailed')}</Notice>;
  if (!visits.data) return <Spinner fullHeight={false} />;
  const loaded = visits.data.pages.flatMap((p) => p.pageData);
  const all = loaded.filter((v) => v.id !== excludeAppointmentId);
  // The visit left out is not counted either: "2 / 2" under one shown visit would read as a missing one.
  const hidden = loaded.length - all.length;
  const total = (visits.data.pages[0]?.paging.totalItem ?? 0) - hidden;
  if (all.length === 0)
    return (
      <EmptyState
        size="sm"
        icon="calendar"
        title={t('resultSheets.visits.none')}
        description={t('resultSheets.visits.noneText')}
      />
    );
  const toggle = (id: number) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={styles.section}>
      <ol className={styles.timeline} aria-label={t('resultSheets.visits.title')}>
        {all.map((visit) => (
          <VisitEntry
            key={visit.id}
            visit={visit}
            expanded={open.has(visit.id)}
            onToggle={() => toggle(visit.id)}
            screenId={screenId}
          />
        ))}
      </ol>
      <div className={styles.footer}>
        <span className={styles.muted}>{t('resultSheets.visits.count', { shown: all.length, total })}</span>
        {visits.hasNextPage && (
          <Button
            variant="secondary"
            loading={visits.isFetchingNextPage}
            onClick={() => void visits.fetchNextPage()}
          >
            {t('resultSheets.visits.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}

function VisitEntry({
  visit,
  expanded,
  onToggle,
  screenId,
}: {
  visit: VisitSummary;
  expanded: boolean;
  onToggle: () => void;
  screenId: ScreenId;
}) {
  const { t } = useT();
  const recordId = `visit-record-${visit.id}`;
  return (
    <li className={styles.visit} aria-label={`${formatDate(visit.date)} ${visit.time} · ${visit.code}`}>
      <div className={styles.visitHeader}>
        <span className={styles.when}>
          {formatDate(visit.date)} · {visit.time}
        </span>
        <StatusBadge status={visit.status as AppointmentStatus} />
        <span className={styles.code}>{visit.code}</span>
        {visit.doctorName && <span className={styles.muted}>{visit.doctorName}</span>}
        <span className={styles.grow} />
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={expanded}
          aria-controls={recordId}
          onClick={onToggle}
        >
          {expanded ? t('resultSheets.visits.hideRecord') : t('resultSheets.visits.showRecord')}
        </Button>
      </div>
      <div className={styles.summary}>
        {visit.diagnosis && <p className={styles.diagnosis}>{visit.diagnosis}</p>}
        {visit.conclusion && <p className={styles.factValue}>{visit.conclusion}</p>}
        {visit.services.length > 0 && (
          <div className={styles.chips}>
            {visit.services.map((name) => (
              <Badge key={name} tone="secondary">
                {name}
              </Badge>
            ))}
          </div>
        )}
        <span className={styles.muted}>
          {[
            visit.prescriptionItemCount > 0
              ? t('resultSheets.visits.prescription', { count: visit.prescriptionItemCount })
              : t('resultSheets.visits.noPrescription'),
            visit.reExamDate ? t('resultSheets.visits.reExam', { date: formatDate(visit.reExamDate) }) : '',
            visit.labResultCount > 0
              ? t('resultSheets.visits.labResults', { count: visit.labResultCount })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {expanded && (
        <div id={recordId}>
          <MedicalRecordView appointmentId={visit.id} screenId={screenId} />
        </div>
      )}
    </li>
  );
}
