import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { NotPermitted } from '../../app/pages/Pages';
import { RecordRoutes } from '../../shared/routes/RecordRoutes';
import { AppointmentDetails } from './AppointmentDetails';
import { AppointmentFormPage } from './AppointmentForm';
import { AppointmentList } from './AppointmentList';
import { useAppointmentEvents } from './queries';

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
  useAppointmentEvents();
  return (
    <RecordRoutes
      list={<AppointmentList />}
      pages={
        <Route path="/new">
          <AddOnly>
            <AppointmentFormPage />
          </AddOnly>
        </Route>
      }
      edit={(id) => (
        <AddOnly>
          <AppointmentFormPage key={id} id={id} />
        </AddOnly>
      )}
      details={(id) => <AppointmentDetails key={id} id={id} />}
    />
  );
}
