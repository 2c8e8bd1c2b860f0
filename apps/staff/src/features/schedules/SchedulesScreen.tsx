import { Route, Switch } from 'wouter';
import { NotFound } from '../../app/pages/Pages';
import { SchedulesCalendar } from './SchedulesCalendar';

/**
 * Screen 9, doctor schedules: '/' the week or day calendar (view, day and filters in the query); adding and
 * editing happen in a drawer over it (relative to /schedules).
 */
export default function SchedulesScreen() {
  return (
    <Switch>
      <Route path="/">
        <SchedulesCalendar />
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
