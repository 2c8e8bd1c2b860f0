import type { AppointmentItem } from '@clinic/api-client';
import { AppointmentStatus } from '@clinic/domain';
import { Tabs, useT } from '@clinic/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { VisitTimeline } from '../medical-records/VisitTimeline';
import { PrescriptionPanel } from '../prescriptions/PrescriptionPanel';
import { ResultSheetsPanel } from '../result-sheets/ResultSheetsPanel';
import { ServiceOrdersPanel } from '../service-orders/ServiceOrdersPanel';
import { CheckInSheetView } from './CheckInSheetView';

/** The sections in the order of a visit; Alt+1…Alt+5 pick them (the position is the shortcut). */
export const examSections = ['checkIn', 'services', 'resultSheets', 'prescription', 'visits'] as const;
export type ExamSection = (typeof examSections)[number];

/** The section of an Alt+digit key press, if it is one (event.code: the digit key whatever the keyboard layout). */
export function sectionOfShortcut(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>) {
  if (!event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1];
  return digit ? examSections[Number(digit) - 1] : undefined;
}

/**
 * The visit's sections in tabs: the check-in sheet (read only), the services ordered, the result sheets, the
 * prescription and the patient's previous visits. The panels are `editable` while the visit is Checked in or In
 * progress. Opens on the services once the exam has started (the check-in sheet has been read by then).
 */
export function ExamSections({ appointment, editable }: { appointment: AppointmentItem; editable: boolean }) {
  const { t } = useT();
  const [section, setSection] = useState<ExamSection>(() =>
    appointment.status === AppointmentStatus.InProgress ? 'services' : 'checkIn',
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = sectionOfShortcut(event);
      if (!target) return;
      event.preventDefault();
      setSection(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const content: Record<ExamSection, ReactNode> = {
    checkIn: <CheckInSheetView appointmentId={appointment.id} />,
    services: <ServiceOrdersPanel appointment={appointment} editable={editable} />,
    resultSheets: <ResultSheetsPanel appointment={appointment} editable={editable} />,
    prescription: <PrescriptionPanel appointment={appointment} editable={editable} />,
    visits: <VisitTimeline patientId={appointment.clinicPatientId} />,
  };
  return (
    <Tabs
      aria-label={t('exam.section.label')}
      value={section}
      onChange={(id) => setSection(id as ExamSection)}
      items={examSections.map((id, index) => ({
        id,
        label: (
          <span title={t('exam.section.shortcut', { key: index + 1 })} aria-keyshortcuts={`Alt+${index + 1}`}>
            {t(`exam.section.${id}`)}
          </span>
        ),
        content: content[id],
      }))}
    />
  );
}
