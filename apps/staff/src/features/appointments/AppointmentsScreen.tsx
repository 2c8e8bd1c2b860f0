import type { AppointmentItem, Page } from '@clinic/api-client';
import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { NotFound, NotPermitted } from '../../app/pages/Pages';
import { AppointmentDetails } from './AppointmentDetails';
import { AppointmentFormPage } from './AppointmentForm';
import { AppointmentList } from './AppointmentList';
import { apiAppointmentsClient } from './apiClient';
import { type AppointmentsClient, AppointmentsClientProvider, appointmentKeys } from './client';

const idOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Booking and editing need Write on the screen and feature 101 (Add). */
function AddOnly({ children }: { children: ReactNode }) {
  const ability = useAbility();
  const allowed =
    ability.canScreen(ScreenId.Appointments, PermissionLevel.Write) &&
    ability.hasFeature(AppointmentFeature.Add);
  return allowed ? children : <NotPermitted />;
}

/**
 * Every appointment.* event (another desk, the queue, the booking page) carries the appointment. The details page and
 * every list row holding it take it as it is, without a read. Only what the payload cannot say is read again: which
 * page and status tab it now belongs to and their totals (paging and filters are the server's: the lists, their
 * counts, the invalid banner), and the status history of that one appointment.
 */
function LiveRefresh({ client }: { client: AppointmentsClient }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.onChange((appointment) => {
        const { id } = appointment;
        if (queryClient.getQueryData(appointmentKeys.one(id)))
          queryClient.setQueryData(appointmentKeys.one(id), appointment);
        queryClient.setQueriesData<Page<AppointmentItem>>(
          { queryKey: [...appointmentKeys.all, 'list'] },
          (page) => page && { ...page, pageData: page.pageData.map((a) => (a.id === id ? appointment : a)) },
        );
        for (const queryKey of [
          [...appointmentKeys.all, 'list'],
          [...appointmentKeys.all, 'count'],
          appointmentKeys.invalid,
          appointmentKeys.history(id),
        ])
          void queryClient.invalidateQueries({ queryKey });
      }),
    [client, queryClient],
  );
  return null;
}

/** Screen 10, appointments: '/' list, '/new', '/:id' details, '/:id/edit' (relative to /appointments). */
export default function AppointmentsScreen({
  client = apiAppointmentsClient,
}: {
  client?: AppointmentsClient;
}) {
  const [location] = useLocation();
  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);
  return (
    <AppointmentsClientProvider value={client}>
      <LiveRefresh client={client} />
      <Switch>
        <Route path="/">
          <AppointmentList />
        </Route>
        <Route path="/new">
          <AddOnly>
            <AppointmentFormPage />
          </AddOnly>
        </Route>
        <Route path="/:id/edit">
          {(params) => {
            const id = idOf(params.id);
            return id ? (
              <AddOnly>
                <AppointmentFormPage key={id} id={id} />
              </AddOnly>
            ) : (
              <NotFound />
            );
          }}
        </Route>
        <Route path="/:id">
          {(params) => {
            const id = idOf(params.id);
            return id ? <AppointmentDetails key={id} id={id} /> : <NotFound />;
          }}
        </Route>
        <Route component={NotFound} />
      </Switch>
    </AppointmentsClientProvider>
  );
}
