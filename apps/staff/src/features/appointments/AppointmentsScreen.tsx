import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { type ReactNode, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { NotFound, NotPermitted } from '../../app/pages/Pages';
import { AppointmentDetails } from './AppointmentDetails';
import { AppointmentFormPage } from './AppointmentForm';
import { AppointmentList } from './AppointmentList';
import { useAppointmentEvents } from './queries';

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

/** Screen 10, appointments: '/' list, '/new', '/:id' details, '/:id/edit' (relative to /appointments). */
export default function AppointmentsScreen() {
  const [location] = useLocation();
  useAppointmentEvents();
  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);
  return (
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
  );
}
