import { Route, Switch } from 'wouter';
import { NotFound } from '../../app/pages/Pages';
import ExamScreen from '../exam/ExamScreen';
import ServiceOrdersBoard from '../service-orders/ServiceOrdersBoard';
import { QueueList } from './QueueList';

/**
 * Screen 11, today's examinations: '/' the queue in status tabs, with check-in, exam and cancel dialogs over it;
 * '/:id/exam' the doctor's exam screen of one visit; '/service-orders' the service-order board.
 */
export default function QueueScreen() {
  return (
    <Switch>
      <Route path="/">
        <QueueList />
      </Route>
      <Route path="/service-orders">
        <ServiceOrdersBoard />
      </Route>
      <Route path="/:id/exam">{(params) => <ExamScreen appointmentId={Number(params.id)} />}</Route>
      <Route component={NotFound} />
    </Switch>
  );
}
