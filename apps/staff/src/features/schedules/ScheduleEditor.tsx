import type {
  ScheduleAppointmentItem,
  ScheduleDeleteBody,
  ScheduleItem,
  ScheduleOccurrenceItem,
  ScheduleUpdateBody,
} from '@clinic/api-client';
import {
  AppointmentRepeatType,
  localDate,
  localTime,
  type RecurrenceInput,
  ScheduleScope,
} from '@clinic/domain';
import { Button, Drawer, EmptyState, Icon, Spinner, toast, useT } from '@clinic/ui';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClinicTimeZone } from '../../app/clinicTime';
import { applyServerFieldErrors, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { ImpactDialog, ScopeDialog } from './ChangeDialogs';
import { fullDate } from './calendar';
import {
  checkCustom,
  defaultEnd,
  fieldOfError,
  formFields,
  type ScheduleFormInput,
  type ScheduleFormValues,
  scheduleBody,
  scheduleForm,
  valuesOfOccurrence,
} from './editorForm';
import { affectedAppointments, useChangeSchedule, useCreateSchedule, useSchedule } from './queries';
import type { CustomRepeatErrors } from './RepeatEditor';
import { affectedRange, type CustomRepeat, customOf, planUpdate } from './repeat';
import { ScheduleFields } from './ScheduleFields';
import * as styles from './scheduleEditor.css';
import { spacer } from './schedules.css';

/** What the editor opens on: a new schedule (from the Add button or an empty cell), or one occurrence. */
export type EditorTarget =
  | { kind: 'new'; date: string; time: string; doctorId?: number; locationId?: number }
  | { kind: 'occurrence'; occurrence: ScheduleOccurrenceItem };

/** The add / edit drawer: loads the schedule an occurrence belongs to, then shows the form. */
export function ScheduleEditor({
  target,
  readOnly,
  onClose,
}: {
  target: EditorTarget;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const schedule = useSchedule(target.kind === 'occurrence' ? target.occurrence.scheduleId : 0);
  if (target.kind === 'occurrence' && !schedule.data) {
    const title = t(readOnly ? 'schedules.form.viewTitle' : 'schedules.form.editTitle');
    return (
      <Drawer open title={title} onClose={onClose}>
        {schedule.isError ? (
          <EmptyState size="sm" icon="alert" title={errorText(schedule.error) ?? ''} />
        ) : (
          <Spinner fullHeight={false} />
        )}
      </Drawer>
    );
  }
  return <EditorForm target={target} schedule={schedule.data} readOnly={readOnly} onClose={onClose} />;
}

type Pending =
  | { action: 'save'; body: ScheduleUpdateBody; scope?: ScheduleScope }
  | { action: 'delete'; body: ScheduleDeleteBody; scope?: ScheduleScope };
type Step =
  | {
      kind: 'scope';
      action: 'save' | 'delete';
      allowed: ScheduleScope[];
      next: (scope: ScheduleScope) => void;
    }
  | { kind: 'impact'; pending: Pending; appointments: ScheduleAppointmentItem[] | null; error?: string };

function EditorForm({
  target,
  schedule,
  readOnly,
  onClose,
}: {
  target: EditorTarget;
  schedule?: ScheduleItem;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const { doctors, locations } = useSnapshot(clinicState);
  const occurrence = target.kind === 'occurrence' ? target.occurrence : null;
  /** The one place a doctor (or the clinic) works at, to fill the location in. */
  const onlyLocation = (doctorId: number | undefined) => {
    const links = doctors.find((d) => d.id === doctorId)?.locationIds ?? [];
    if (links.length === 1) return links[0];
    return locations.length === 1 ? locations[0]?.id : undefined;
  };

  const initial: Partial<ScheduleFormInput> = occurrence
    ? valuesOfOccurrence(occurrence, schedule?.repeatType ?? AppointmentRepeatType.NoRepeat, timeZone)
    : {
        doctorId: target.kind === 'new' ? target.doctorId : undefined,
        locationId: target.kind === 'new' ? (target.locationId ?? onlyLocation(target.doctorId)) : undefined,
        date: target.kind === 'new' ? target.date : '',
        startTime: target.kind === 'new' ? target.time : '08:00',
        endTime: defaultEnd(target.kind === 'new' ? target.time : '08:00'),
        repeatType: AppointmentRepeatType.NoRepeat,
      };
  const form = useZodForm(scheduleForm, { defaultValues: initial });
  const [custom, setCustom] = useState<CustomRepeat>(() =>
    customOf(schedule?.recurrence, initial.date || localDate(new Date(), timeZone)),
  );
  const [customErrors, setCustomErrors] = useState<CustomRepeatErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [checking, setChecking] = useState(false);

  const repeatType = Number(form.watch('repeatType')) as AppointmentRepeatType;

  // The calendar is already being read again (queries.ts).
  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  /** A refusal goes on its field when it has one, else above the form (the drawer stays open to fix it). */
  const showError = (error: unknown) => {
    setStep(null);
    const text = errorText(error) ?? '';
    const field = fieldOfError(error);
    if (field === 'recurrence' && repeatType === AppointmentRepeatType.Custom)
      setCustomErrors({ interval: text });
    else if (field && field !== 'recurrence') form.setError(field, { type: 'server', message: text });
    else if (!applyServerFieldErrors(error, form.setError, formFields)) setFormError(text);
  };

  const create = useCreateSchedule({
    onSuccess: () => done(t('schedules.form.created')),
    onError: showError,
  });
  const change = useChangeSchedule(schedule?.id ?? 0);
  const commit = async (pending: Pending) => {
    if (!schedule) return;
    try {
      await change.mutateAsync(pending);
      done(t(pending.action === 'save' ? 'schedules.form.saved' : 'schedules.form.deleted'));
    } catch (error) {
      showError(error);
    }
  };
  /** Lists the appointments the change touches; an edit that touches none is saved at once. */
  const checkImpact = async (pending: Pending) => {
    if (!occurrence || !schedule) return;
    // A delete always asks (the dialog shows while the list loads); an edit asks only when something is hit.
    setStep(pending.action === 'delete' ? { kind: 'impact', pending, appointments: null } : null);
    setChecking(pending.action === 'save');
    try {
      const appointments = await affectedAppointments(schedule.id, affectedRange(occurrence, pending.scope));
      if (pending.action === 'save' && appointments.length === 0) await commit(pending);
      else setStep({ kind: 'impact', pending, appointments });
    } catch (error) {
      setStep({
        kind: 'impact',
        pending,
        appointments: [],
        error: t('schedules.impact.failed', { error: errorText(error) ?? '' }),
      });
    } finally {
      setChecking(false);
    }
  };

  const submit = form.handleSubmit((values: ScheduleFormValues) => {
    setFormError(null);
    let recurrence: RecurrenceInput | null = null;
    if (values.repeatType === AppointmentRepeatType.Custom) {
      const checked = checkCustom(custom, values.date);
      setCustomErrors(checked.errors ?? {});
      if (!checked.recurrence) return;
      recurrence = checked.recurrence;
    }
    const body = scheduleBody(values, recurrence, timeZone);
    if (!occurrence || !schedule) {
      create.mutate(body);
      return;
    }
    const plan = planUpdate(
      {
        isRecurring: occurrence.isRecurring,
        repeatType: schedule.repeatType,
        recurrence: schedule.recurrence,
      },
      { repeatType: values.repeatType, recurrence },
    );
    const save = (scope?: ScheduleScope) =>
      void checkImpact({
        action: 'save',
        scope,
        body: { ...body, mode: plan.mode, ...(scope ? { scope, occurrenceStart: occurrence.start } : {}) },
      });
    if (plan.scopes.length === 0) save();
    else setStep({ kind: 'scope', action: 'save', allowed: plan.scopes, next: save });
  });

  const askDelete = () => {
    if (!occurrence) return;
    const remove = (scope?: ScheduleScope) =>
      void checkImpact({
        action: 'delete',
        scope,
        body: scope ? { scope, occurrenceStart: occurrence.start } : {},
      });
    if (occurrence.isRecurring)
      setStep({
        kind: 'scope',
        action: 'delete',
        allowed: [ScheduleScope.ThisOccurrence, ScheduleScope.ThisAndFollowingOccurrences],
        next: remove,
      });
    else remove();
  };

  const when = occurrence
    ? {
        time: localTime(new Date(occurrence.start), timeZone),
        date: fullDate(localDate(new Date(occurrence.start), timeZone)),
      }
    : { time: '', date: '' };
  const doctorName = doctors.find((d) => d.id === occurrence?.doctorId)?.name ?? '';
  let deleteMessage: ReactNode;
  if (step?.kind === 'impact' && step.pending.action === 'delete')
    deleteMessage = t(
      step.pending.scope === ScheduleScope.ThisAndFollowingOccurrences
        ? 'schedules.impact.deleteFollowing'
        : step.pending.scope === ScheduleScope.ThisOccurrence
          ? 'schedules.impact.deleteThis'
          : 'schedules.impact.deleteSingle',
      { ...when, doctor: doctorName },
    );

  const busy = create.isPending || checking || step !== null;
  const disabled = readOnly || busy;
  const title = t(
    occurrence
      ? readOnly
        ? 'schedules.form.viewTitle'
        : 'schedules.form.editTitle'
      : 'schedules.form.addTitle',
  );
  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      dismissible={!create.isPending}
      footer={
        <div className={styles.footer}>
          {occurrence && !readOnly && (
            <Button variant="danger" onClick={askDelete} disabled={busy}>
              {t('schedules.form.delete')}
            </Button>
          )}
          <span className={spacer} />
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t(readOnly ? 'schedules.form.close' : 'schedules.form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" form="schedule-form" loading={create.isPending || checking} disabled={busy}>
              {t('schedules.form.save')}
            </Button>
          )}
        </div>
      }
    >
      <form id="schedule-form" className={styles.form} noValidate onSubmit={submit}>
        {formError && (
          <p className={styles.formError} role="alert">
            <Icon name="alert" size="sm" />
            {formError}
          </p>
        )}
        {occurrence?.isRecurring && (
          <p className={styles.note}>
            <Icon name="repeat" size="sm" />
            {t('schedules.form.occurrenceOf')}
          </p>
        )}
        <ScheduleFields
          form={form}
          custom={custom}
          onCustomChange={(next) => {
            setCustom(next);
            setCustomErrors({});
          }}
          customErrors={customErrors}
          storedRecurrence={Boolean(schedule?.recurrence)}
          disabled={disabled}
        />
      </form>
      {step?.kind === 'scope' && (
        <ScopeDialog
          action={step.action}
          when={when}
          allowed={step.allowed}
          onCancel={() => setStep(null)}
          onChoose={(scope) => step.next(scope)}
        />
      )}
      {step?.kind === 'impact' && (
        <ImpactDialog
          action={step.pending.action}
          message={deleteMessage}
          appointments={step.appointments}
          timeZone={timeZone}
          error={step.error}
          onCancel={() => setStep(null)}
          onConfirm={() => commit(step.pending)}
        />
      )}
    </Drawer>
  );
}
