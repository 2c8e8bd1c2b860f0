import { Route, Switch } from 'wouter';
import { NotFound } from '../../app/pages/Pages';
import { QueueList } from './QueueList';

/** Screen 11, today's examinations: '/' the queue in status tabs, with check-in, exam and cancel dialogs over it. */
export default function QueueScreen() {
  return (
    <Switch>
      <Route path="/">
        <QueueList />
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
