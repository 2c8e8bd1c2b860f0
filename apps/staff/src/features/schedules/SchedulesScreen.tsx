import { Route, Switch } from 'wouter';
import { NotFound } from '../../app/pages/Pages';
import { apiSchedulesClient } from './apiClient';
import { type SchedulesClient, SchedulesClientProvider } from './client';
import { SchedulesCalendar } from './SchedulesCalendar';

/**
 * Screen 9, doctor schedules: '/' the week or day calendar (view, day and filters in the query); adding and
 * editing happen in a drawer over it (relative to /schedules).
 */
export default function SchedulesScreen({ client = apiSchedulesClient }: { client?: SchedulesClient }) {
  return (
    <SchedulesClientProvider value={client}>
      <Switch>
        <Route path="/">
          <SchedulesCalendar />
        </Route>
        <Route component={NotFound} />
      </Switch>
    </SchedulesClientProvider>
  );
}
