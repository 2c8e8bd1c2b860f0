import { ApiError, type Patient } from '@clinic/api-client';
import {
  errors as errorCatalogue,
  localDate,
  PermissionLevel,
  type PropertyValue,
  ScreenId,
} from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Modal,
  Spinner,
  toast,
  useDocumentTitle,
  useT,
} from '@clinic/ui';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { PurchasedPackages } from '../catalog/PurchasedPackages';
import { VisitTimeline } from '../medical-records/VisitTimeline';
import { ageText, birthText, genderText, provinceName } from './format';
import { HealthRecord } from './HealthRecord';
import { HealthTrail } from './HealthTrail';
import { measuredKinds } from './healthTrail';
import { PatientAvatar } from './PatientAvatar';
import * as styles from './patients.css';
import { useFormProperties, useHealthForms, useHealthTrail, usePatient, useRemovePatient } from './queries';

/** '/:id': who the patient is, their health record (read-only), the visit history, and the record's actions. */
export function PatientDetails({ id }: { id: number }) {
  const { t } = useT();
  const patient = usePatient(id);
  if (patient.isPending) return <Spinner fullHeight={false} />;
  if (!patient.data)
    return (
      <EmptyState
        icon="alert"
        title={t('patients.details.notFound')}
        description={t('patients.details.notFoundText')}
        action={<Link href="/">{t('patients.details.back')}</Link>}
      />
    );
  return <Details patient={patient.data} />;
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div className={styles.infoItem}>
      <dt className={styles.infoLabel}>{label}</dt>
      <dd className={styles.infoValue}>{children || t('patients.details.empty')}</dd>
    </div>
  );
}

function Details({ patient }: { patient: Patient }) {
  const timeZone = useClinicTimeZone();
  const { t } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const ability = useAbility();
  const canWrite = ability.canScreen(ScreenId.PatientRecords, PermissionLevel.Write);
  const canSeePackages = ability.canScreen(ScreenId.PurchasedPackages, PermissionLevel.Read);
  const [dialog, setDialog] = useState<'delete' | 'inUse' | null>(null);
  useDocumentTitle(`${patient.fullName} · ${t('common.product.name')}`);
  const forms = useHealthForms();
  const [chosenFormId, setFormId] = useState<number | null>(null);
  const formId = chosenFormId ?? forms.data?.[0]?.id ?? null;
  const formProperties = useFormProperties(formId);
  const trail = useHealthTrail(patient.id);
  const values: Record<number, PropertyValue> = Object.fromEntries(
    patient.properties.map((p) => [p.propertyId, p.value]),
  );
  // A record with no height or weight of its own shows the latest measured at check-in (dated in the trail above).
  const measured = new Map(measuredKinds(trail.data?.measurements ?? []).map((k) => [k.key, k.latest.value]));
  for (const p of formProperties.data ?? []) {
    const latest =
      p.fixed && (p.internalName === 'height' || p.internalName === 'weight') && measured.get(p.internalName);
    if (latest && !values[p.id]) values[p.id] = latest;
  }

  const remove = useRemovePatient(patient, {
    onSuccess: () => {
      toast.success(t('patients.delete.done', { name: patient.fullName }));
      navigate('/');
    },
    onError: (error) => {
      if (error instanceof ApiError && Number(error.code) === errorCatalogue.inUse.code) setDialog('inUse');
      else {
        setDialog(null);
        toast.error(errorText(error) ?? '');
      }
    },
  });

  const age = ageText(t, patient);
  return (
    <div className={styles.stack}>
      <div>
        <Link href="/" className={styles.back}>
          ← {t('patients.details.back')}
        </Link>
        <div className={styles.header}>
          <PatientAvatar name={patient.fullName} fileId={patient.avatarFileId} size="xl" />
          <div className={styles.headerText}>
            <h1 className={styles.name}>{patient.fullName}</h1>
            <div className={styles.facts}>
              <Badge tone="primary">{patient.code}</Badge>
              {age && <span>{age}</span>}
              <span>{genderText(t, patient.gender)}</span>
              <span>{patient.phone}</span>
            </div>
          </div>
          {canWrite && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => navigate(`/merge?target=${patient.id}`)}>
                {t('patients.details.mergeWith')}
              </Button>
              <Button variant="danger" onClick={() => setDialog('delete')}>
                {t('patients.details.delete')}
              </Button>
              <Button onClick={() => navigate(`/${patient.id}/edit`)}>{t('patients.details.edit')}</Button>
            </div>
          )}
        </div>
      </div>

      <Card title={t('patients.details.info')}>
        <dl className={styles.infoList}>
          <Info label={t('patients.field.birth')}>{birthText(patient)}</Info>
          <Info label={t('patients.field.email')}>{patient.email}</Info>
          <Info label={t('patients.field.nationality')}>
            {t(patient.nationality === 192 ? 'patients.nationality.vietnam' : 'patients.nationality.other')}
          </Info>
          <Info label={t('patients.field.province')}>{provinceName(patient.provinceId)}</Info>
          <Info label={t('patients.field.address')}>{patient.address}</Info>
          <Info label={t('patients.field.citizenId')}>{patient.citizenId}</Info>
          {(patient.guardianName || patient.guardianCitizenId) && (
            <Info label={t('patients.field.guardianName')}>
              {[patient.guardianName, patient.guardianCitizenId].filter(Boolean).join(' · ')}
            </Info>
          )}
          <Info label={t('patients.field.createdAt')}>
            {formatDate(localDate(new Date(patient.createdAt), timeZone))}
          </Info>
          <Info label={t('patients.field.updatedAt')}>
            {formatClinicDateTime(patient.updatedAt, timeZone)}
          </Info>
        </dl>
      </Card>

      <Card title={t('patients.details.health')}>
        <HealthTrail trail={trail.data} loading={trail.isPending} error={trail.error} />
        <HealthRecord
          forms={forms.data}
          formId={formId}
          onFormIdChange={setFormId}
          properties={formProperties.data}
          loading={forms.isPending || formProperties.isPending}
          values={values}
          readOnly
        />
      </Card>

      <Card title={t('patients.details.visits')}>
        <VisitTimeline patientId={patient.id} />
      </Card>

      {canSeePackages && (
        <Card title={t('screen.purchasedPackages')}>
          <PurchasedPackages patientId={patient.id} />
        </Card>
      )}

      <ConfirmDialog
        open={dialog === 'delete'}
        variant="danger"
        title={t('patients.delete.title', { name: patient.fullName })}
        message={t('patients.delete.text', { code: patient.code })}
        confirmLabel={t('resources.list.delete')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setDialog(null)}
      />
      <Modal
        open={dialog === 'inUse'}
        role="alertdialog"
        title={t('patients.delete.inUseTitle')}
        onClose={() => setDialog(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('patients.delete.close')}
            </Button>
            <Button onClick={() => navigate(`/merge?source=${patient.id}`)}>
              {t('patients.list.merge')}
            </Button>
          </>
        }
      >
        <p>{t('patients.delete.inUseText')}</p>
      </Modal>
    </div>
  );
}
