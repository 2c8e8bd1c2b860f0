import type { AppointmentItem, CheckInBody } from '@clinic/api-client';
import { AppointmentAction, AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, EmptyState, FormField, Select, Spinner, Tabs, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { fullDate, todayIn } from '../schedules/calendar';
import { CheckInFlow } from './CheckInFlow';
import { callToRoom, useQueueCancel, useQueueCheckIn, useQueueFinish, useQueueMove } from './mutations';
import { CancelDialog, FinishDialog } from './QueueDialogs';
import { QueueRow } from './QueueRow';
import { queueKeys, useQueueEvents, useQueueToday } from './queries';
import {
  examInProgressBesides,
  groupQueue,
  type QueueAction,
  type QueueQuery,
  type QueueTab,
  queueActions,
  queueCall,
  queueCounts,
  queueTabs,
  readQueueQuery,
  writeQueueQuery,
} from './queue';
import * as styles from './queue.css';
import { SecondExamDialog } from './SecondExamDialog';

type Dialog =
  | { kind: 'checkIn'; appointment: AppointmentItem }
  | { kind: 'secondExam'; appointment: AppointmentItem; busyWith: AppointmentItem }
  | { kind: 'finish'; appointment: AppointmentItem }
  | { kind: 'cancel'; appointment: AppointmentItem }
  | null;

/**
 * Screen 11: today's visits in status tabs (with counts), filtered by doctor and location (kept in the URL); each
 * row's buttons are the moves the domain allows and the user's features permit. Every appointment.* event carries the
 * appointment, which goes straight into the list, so a booking or check-in at another desk shows without a reload or
 * a read. Checked In and In Progress patients can be called to the room by whoever may examine: screen 11 Write +
 * feature 104, what the API's call route demands.
 */
export function QueueList() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const ability = useAbility();
  const timeZone = useClinicTimeZone();
  const { doctors, locations, enableCheckInSheet } = useSnapshot(clinicState);
  const [params, setParams] = useSearchParams();
  const query = readQueueQuery(params);
  const setQuery = (patch: Partial<QueueQuery>) =>
    setParams(writeQueueQuery({ ...query, ...patch }), { replace: true });
  const [dialog, setDialog] = useState<Dialog>(null);

  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKeys.all });
  useQueueEvents(timeZone);

  const body = {
    ...(query.doctorIds.length ? { doctorIds: query.doctorIds } : {}),
    ...(query.locationIds.length ? { locationIds: query.locationIds } : {}),
  };
  const list = useQueueToday(body);
  const groups = groupQueue(list.data ?? []);
  const counts = queueCounts(groups);
  const rows = groups[query.tab];
  const today = todayIn(timeZone);
  const filtered = query.doctorIds.length > 0 || query.locationIds.length > 0;

  const fail = (error: unknown) => {
    toast.error(errorText(error) ?? '');
    void refresh();
  };
  const done = (message: string) => {
    toast.success(message);
    setDialog(null);
    void refresh();
  };
  const move = useQueueMove();
  const runMove = (action: QueueAction, appointment: AppointmentItem) =>
    move.mutateAsync(
      { action, appointment },
      {
        onSuccess: () =>
          done(
            t(action === AppointmentAction.Approve ? 'queue.done.approve' : 'queue.done.startExam', {
              name: appointment.patient.fullName,
            }),
          ),
        onError: fail,
      },
    );
  const checkInMutation = useQueueCheckIn();
  const finishMutation = useQueueFinish();
  const cancelMutation = useQueueCancel();

  // CheckInFlow reports failures (and turns 'too soon' into the early check-in question).
  const checkIn = async (appointment: AppointmentItem, body: CheckInBody) => {
    const saved = await checkInMutation.mutateAsync({ appointment, body });
    toast.success(
      t('queue.done.checkIn', { number: saved.orderNumber ?? '' }),
      t('queue.done.checkInWho', { name: appointment.patient.fullName, doctor: appointment.doctorName }),
    );
    setDialog(null);
    void refresh();
  };
  const finish = async (appointment: AppointmentItem) => {
    try {
      await finishMutation.mutateAsync(appointment);
      done(t('queue.done.finishExam', { name: appointment.patient.fullName }));
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  const cancel = async (appointment: AppointmentItem, reason: string) => {
    try {
      await cancelMutation.mutateAsync({ appointment, reason });
      done(t('queue.done.cancel', { name: appointment.patient.fullName }));
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  // A call changes no status, so the list stays as it is; several rows may be calling at once.
  const canCall =
    ability.canScreen(ScreenId.TodayExaminations, PermissionLevel.Write) &&
    ability.hasFeature(AppointmentFeature.Examination);
  const [calling, setCalling] = useState<ReadonlySet<number>>(() => new Set());
  const callPatient = useMutation({
    mutationFn: callToRoom,
    onMutate: (appointment) => setCalling((ids) => new Set(ids).add(appointment.id)),
    onSuccess: (called) =>
      toast.success(t('queue.done.call', { number: called.orderNumber, room: called.room })),
    onError: fail,
    onSettled: (_called, _error, appointment) =>
      setCalling((ids) => {
        const left = new Set(ids);
        left.delete(appointment.id);
        return left;
      }),
  });

  const run = (action: QueueAction, appointment: AppointmentItem) => {
    switch (action) {
      case AppointmentAction.CheckIn:
        return setDialog({ kind: 'checkIn', appointment });
      case AppointmentAction.FinishExam:
        return setDialog({ kind: 'finish', appointment });
      case AppointmentAction.Cancel:
        return setDialog({ kind: 'cancel', appointment });
      case AppointmentAction.StartExam: {
        const busyWith = examInProgressBesides(appointment, list.data ?? []);
        if (busyWith) return setDialog({ kind: 'secondExam', appointment, busyWith });
        return void runMove(action, appointment).catch(() => undefined);
      }
      default:
        return void runMove(action, appointment).catch(() => undefined);
    }
  };

  return (
    <Page wide title={t('queue.title')} text={t('queue.intro', { date: fullDate(today), zone: timeZone })}>
      <div className={styles.toolbar}>
        <FormField label={t('queue.filter.doctor')} className={styles.filter}>
          <Select
            value={query.doctorIds.length === 1 ? query.doctorIds[0] : ''}
            placeholder={t('queue.filter.allDoctors')}
            onChange={(event) =>
              setQuery({ doctorIds: event.target.value ? [Number(event.target.value)] : [] })
            }
            options={doctors.map((d) => ({ value: d.id, label: d.name }))}
          />
        </FormField>
        {locations.length > 1 && (
          <FormField label={t('queue.filter.location')} className={styles.filter}>
            <Select
              value={query.locationIds.length === 1 ? query.locationIds[0] : ''}
              placeholder={t('queue.filter.allLocations')}
              onChange={(event) =>
                setQuery({ locationIds: event.target.value ? [Number(event.target.value)] : [] })
              }
              options={locations.map((l) => ({ value: l.id, label: l.name }))}
            />
          </FormField>
        )}
        {filtered && (
          <Button variant="secondary" onClick={() => setQuery({ doctorIds: [], locationIds: [] })}>
            {t('queue.filter.clear')}
          </Button>
        )}
      </div>
      <Tabs
        className={styles.tabs}
        aria-label={t('queue.tabsLabel')}
        value={query.tab}
        onChange={(tab) => setQuery({ tab: tab as QueueTab })}
        items={queueTabs.map((tab) => ({ id: tab, label: t(`queue.tab.${tab}`), badge: counts[tab] }))}
      />
      {list.isError ? (
        <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
      ) : list.isPending ? (
        <Spinner fullHeight={false} label={t('queue.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState
          size="sm"
          title={t(`queue.empty.${query.tab}`)}
          description={filtered ? t('queue.empty.filtered') : undefined}
        />
      ) : (
        <ul className={styles.list} aria-label={t(`queue.tab.${query.tab}`)}>
          {rows.map((appointment) => (
            <QueueRow
              key={appointment.id}
              appointment={appointment}
              today={today}
              actions={queueActions(appointment.status, (id) => ability.hasFeature(id))}
              busy={move.isPending && move.variables?.appointment.id === appointment.id}
              onAction={(action) => run(action, appointment)}
              call={canCall ? queueCall(appointment.status, appointment.orderNumber) : null}
              calling={calling.has(appointment.id)}
              onCall={() => callPatient.mutate(appointment)}
            />
          ))}
        </ul>
      )}
      <CheckInFlow
        appointment={dialog?.kind === 'checkIn' ? dialog.appointment : null}
        withSheet={enableCheckInSheet}
        screenId={ScreenId.TodayExaminations}
        onCheckIn={checkIn}
        onError={fail}
        onClose={() => setDialog(null)}
      />
      <SecondExamDialog
        appointment={dialog?.kind === 'secondExam' ? dialog.appointment : null}
        busyWith={dialog?.kind === 'secondExam' ? dialog.busyWith : null}
        onStart={(appointment) => runMove(AppointmentAction.StartExam, appointment)}
        onClose={() => setDialog(null)}
      />
      <FinishDialog
        appointment={dialog?.kind === 'finish' ? dialog.appointment : null}
        onFinish={finish}
        onClose={() => setDialog(null)}
      />
      <CancelDialog
        appointment={dialog?.kind === 'cancel' ? dialog.appointment : null}
        onCancelAppointment={cancel}
        onClose={() => setDialog(null)}
      />
    </Page>
  );
}
