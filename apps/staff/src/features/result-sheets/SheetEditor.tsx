import type { AppointmentItem, ServiceOrderItem, ServiceSheetItem } from '@clinic/api-client';
import { FormOwnerKind } from '@clinic/domain';
import { formName } from '@clinic/i18n/builtin';
import { Button, EmptyState, FormField, Modal, Notice, Select, Spinner, toast, useT } from '@clinic/ui';
import { useId, useState } from 'react';
import { isQueuedOffline } from '../../offline/offlineFetch';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useSaveServiceSheet, useSheetForms } from './queries';
import * as styles from './resultSheets.css';
import { SheetFields, type SheetValuesInput } from './SheetFields';

/**
 * Adds or edits a result sheet. A new one first picks the ordered service (or the whole visit) and the form: the
 * service's own forms, else every result-sheet form. A pair that already has a sheet opens that sheet, since
 * saving it replaces it. An existing sheet keeps its service and form.
 */
export function SheetEditor({
  appointment,
  services,
  sheets,
  editing,
  onClose,
}: {
  appointment: AppointmentItem;
  services: readonly ServiceOrderItem[];
  sheets: readonly ServiceSheetItem[];
  /** The sheet being edited; null adds one. */
  editing: ServiceSheetItem | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const formElementId = useId();
  const allForms = useSheetForms();
  const [serviceOrderId, setServiceOrderId] = useState<number | null>(editing?.serviceOrderId ?? null);
  const service = services.find((s) => s.id === serviceOrderId);
  // The service's own forms first; a visit-wide sheet, or a service without forms, offers every form.
  const formChoices =
    service && service.forms.length > 0
      ? service.forms
      : (allForms.data ?? []).map((f) => ({
          id: f.id,
          name: formName({ name: f.name, entityType: FormOwnerKind.ServiceSheet }, t),
        }));
  const [chosenFormId, setFormId] = useState<number | null>(editing?.formId ?? null);
  const formId =
    chosenFormId !== null && formChoices.some((f) => f.id === chosenFormId)
      ? chosenFormId
      : (formChoices[0]?.id ?? null);
  const existing =
    editing ??
    sheets.find((s) => s.formId === formId && (s.serviceOrderId ?? null) === serviceOrderId) ??
    null;
  const save = useSaveServiceSheet(appointment.id);
  const chosenName = formChoices.find((f) => f.id === formId)?.name ?? existing?.formName ?? '';

  const submit = async (values: SheetValuesInput) => {
    if (formId === null) return;
    try {
      await save.mutateAsync({ appointmentId: appointment.id, serviceOrderId, formId, ...values });
      toast.success(t('resultSheets.saved', { form: chosenName }));
      onClose();
    } catch (error) {
      // Saved on this device, waiting in the outbox (the banner lists it as pending): not a failure.
      if (isQueuedOffline(error)) {
        toast.info(errorText(error) ?? '');
        onClose();
        return;
      }
      toast.error(errorText(error) ?? '');
    }
  };

  const noForm = allForms.data !== undefined && formChoices.length === 0;
  return (
    <Modal
      open
      size="md"
      title={editing ? t('resultSheets.editTitle') : t('resultSheets.add')}
      dismissible={!save.isPending}
      onClose={onClose}
      footer={
        <>
          <span className={styles.hint}>{t('resultSheets.shortcut')}</span>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('resultSheets.cancel')}
          </Button>
          <Button type="submit" form={formElementId} loading={save.isPending} disabled={formId === null}>
            {t('resultSheets.save')}
          </Button>
        </>
      }
    >
      {!editing && (
        <div className={styles.pickers}>
          <FormField label={t('resultSheets.service')}>
            <Select
              value={serviceOrderId ?? ''}
              onChange={(event) =>
                setServiceOrderId(event.target.value === '' ? null : Number(event.target.value))
              }
              options={[
                { value: '', label: t('resultSheets.wholeVisit') },
                ...services.map((s) => ({ value: s.id, label: s.name })),
              ]}
            />
          </FormField>
          {formChoices.length > 1 && (
            <FormField label={t('resultSheets.form')}>
              <Select
                value={formId ?? ''}
                onChange={(event) => setFormId(Number(event.target.value))}
                options={formChoices.map((f) => ({ value: f.id, label: f.name }))}
              />
            </FormField>
          )}
        </div>
      )}
      {noForm ? (
        <EmptyState size="sm" title={t('resultSheets.noForm')} />
      ) : formId === null ? (
        <Spinner fullHeight={false} label={t('resultSheets.loadingForm')} />
      ) : (
        <>
          {!editing && existing && <Notice tone="info">{t('resultSheets.replaces')}</Notice>}
          <SheetFields
            // A new pair starts a new set of fields (or the pair's saved sheet).
            key={`${serviceOrderId ?? 0}-${formId}`}
            id={formElementId}
            formId={formId}
            sheet={existing}
            busy={save.isPending}
            onSubmit={submit}
          />
        </>
      )}
    </Modal>
  );
}
