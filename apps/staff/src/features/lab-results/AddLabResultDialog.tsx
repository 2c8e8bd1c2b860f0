import type { LabResultItem, PatientListItem } from '@clinic/api-client';
import { formErrorIds, LabProvider, localDate, ScreenId } from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import { Button, DatePicker, FormField, Modal, Select, Textarea, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClinicTimeZone } from '../../app/clinicTime';
import { PatientPicker } from '../../features/patients/PatientPicker';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { LabFilesInput, type StoredLabFile } from './LabFilesInput';
import * as styles from './labResults.css';
import { labClients, labKeys, usePatientVisits } from './queries';

const labNames = {
  [LabProvider.Provider1]: 'resources.laboratories.provider1',
  [LabProvider.Provider2]: 'resources.laboratories.provider2',
  [LabProvider.Provider3]: 'resources.laboratories.provider3',
} as const;
/** A laboratory's name, as screen 40 shows it. */
export const labName = (id: number) => labNames[id as LabProvider] ?? labNames[LabProvider.Provider1];
export const labIds = Object.values(LabProvider);

/**
 * Adding a lab result: the patient, optionally one of their visits, the laboratory, the result date (today unless
 * changed), a note and the files (uploaded as they are dropped). The server checks it all again (contract
 * labResultInput); this form only keeps Save from sending what it would refuse.
 */
export function AddLabResultDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const today = localDate(new Date(), useClinicTimeZone());
  const doctors = useSnapshot(clinicState).doctors;
  const [patient, setPatient] = useState<PatientListItem | null>(null);
  const [visitId, setVisitId] = useState<number | null>(null);
  const [labId, setLabId] = useState<number | null>(null);
  const [resultDate, setResultDate] = useState<string | null>(today);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<StoredLabFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const visits = usePatientVisits(patient?.id ?? null);

  const save = useMutation({
    mutationFn: () =>
      labClients.labResults.create(
        {
          clinicPatientId: patient?.id as number,
          appointmentId: visitId,
          laboratoryId: labId as number,
          resultDate: resultDate as string,
          note: note.trim() || null,
          physicalFileIds: files.map((f) => f.physicalFileId),
        },
        { screenId: ScreenId.LabResults },
      ),
    onSuccess: (saved: LabResultItem) => {
      void queryClient.invalidateQueries({ queryKey: labKeys.labResults });
      toast.success(t('labResults.add.saved', { name: saved.patient.fullName }));
      onClose();
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });

  const required = formErrorIds.required;
  const missing = {
    patient: patient === null,
    lab: labId === null,
    date: !resultDate,
    files: files.length === 0,
  };
  const submit = () => {
    setTried(true);
    if (uploading || Object.values(missing).some(Boolean)) return;
    save.mutate();
  };
  const doctorName = (id: number) => doctors.find((d) => d.id === id)?.name ?? '';

  return (
    <Modal
      open={open}
      size="md"
      title={t('labResults.add.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('labResults.add.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={uploading}>
            {t('labResults.add.save')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField
          label={t('labResults.add.patient')}
          required
          error={tried && missing.patient ? required : undefined}
        >
          <PatientPicker
            value={patient?.id ?? null}
            known={patient ?? undefined}
            onChange={(chosen) => {
              setPatient(chosen);
              setVisitId(null);
            }}
          />
        </FormField>
        <FormField label={t('labResults.add.visit')}>
          <Select
            value={visitId === null ? '' : String(visitId)}
            disabled={patient === null}
            onChange={(event) => setVisitId(event.target.value ? Number(event.target.value) : null)}
            options={[
              { value: '', label: t('labResults.add.visitPlaceholder') },
              ...(visits.data?.pageData ?? []).map((v) => ({
                value: String(v.id),
                label: t('labResults.add.visitOption', {
                  code: v.code,
                  date: formatDate(v.date),
                  doctor: doctorName(v.doctorId),
                }),
              })),
            ]}
          />
        </FormField>
        <div className={styles.twoColumns}>
          <FormField
            label={t('labResults.add.lab')}
            required
            error={tried && missing.lab ? required : undefined}
          >
            <Select
              value={labId === null ? '' : String(labId)}
              onChange={(event) => setLabId(event.target.value ? Number(event.target.value) : null)}
              options={[
                { value: '', label: t('labResults.add.labPlaceholder') },
                ...labIds.map((id) => ({ value: String(id), label: t(labName(id)) })),
              ]}
            />
          </FormField>
          <FormField
            label={t('labResults.add.resultDate')}
            required
            error={tried && missing.date ? required : undefined}
          >
            <DatePicker value={resultDate} max={today} onChange={setResultDate} />
          </FormField>
        </div>
        <FormField label={t('labResults.add.note')}>
          <Textarea
            value={note}
            rows={2}
            maxLength={4000}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('labResults.add.files')}
          required
          error={
            tried && uploading
              ? t('labResults.add.waitUploads')
              : tried && missing.files
                ? t('labResults.add.needFile')
                : undefined
          }
        >
          <LabFilesInput value={files} onChange={setFiles} onBusy={setUploading} />
        </FormField>
      </form>
    </Modal>
  );
}
