import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { type ReactNode, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { NotFound, NotPermitted } from '../../app/pages/Pages';
import { MergePatients } from './MergePatients';
import { PatientDetails } from './PatientDetails';
import { PatientFormPage } from './PatientFormPage';
import { PatientList } from './PatientList';

const idOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function WriteOnly({ children }: { children: ReactNode }) {
  const canWrite = useAbility().canScreen(ScreenId.PatientRecords, PermissionLevel.Write);
  return canWrite ? children : <NotPermitted />;
}

/** Screen 12, patient records: '/' list, '/new', '/merge', '/:id' details, '/:id/edit' (relative to /patients). */
export default function PatientRecordsScreen() {
  // Each page of the screen opens at its top (saving at the bottom of a long form must not land mid-details).
  const [location] = useLocation();
  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);
  return (
    <Switch>
      <Route path="/">
        <PatientList />
      </Route>
      <Route path="/new">
        <WriteOnly>
          <PatientFormPage />
        </WriteOnly>
      </Route>
      <Route path="/merge">
        <WriteOnly>
          <MergePatients />
        </WriteOnly>
      </Route>
      <Route path="/:id/edit">
        {(params) => {
          const id = idOf(params.id);
          return id ? (
            <WriteOnly>
              <PatientFormPage key={id} id={id} />
            </WriteOnly>
          ) : (
            <NotFound />
          );
        }}
      </Route>
      <Route path="/:id">
        {(params) => {
          const id = idOf(params.id);
          return id ? <PatientDetails key={id} id={id} /> : <NotFound />;
        }}
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
