import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { NotPermitted } from '../../app/pages/Pages';
import { RecordRoutes } from '../../shared/routes/RecordRoutes';
import { MergePatients } from './MergePatients';
import { PatientDetails } from './PatientDetails';
import { PatientFormPage } from './PatientFormPage';
import { PatientList } from './PatientList';

function WriteOnly({ children }: { children: ReactNode }) {
  const canWrite = useAbility().canScreen(ScreenId.PatientRecords, PermissionLevel.Write);
  return canWrite ? children : <NotPermitted />;
}

/** Screen 12, patient records: '/' list, '/new', '/merge', '/:id' details, '/:id/edit' (relative to /patients). */
export default function PatientRecordsScreen() {
  return (
    <RecordRoutes
      list={<PatientList />}
      pages={
        <>
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
        </>
      }
      edit={(id) => (
        <WriteOnly>
          <PatientFormPage key={id} id={id} />
        </WriteOnly>
      )}
      details={(id) => <PatientDetails key={id} id={id} />}
    />
  );
}
