import { Route, Switch } from 'wouter';
import { FormEditor } from './FormEditor';
import { FormList } from './FormList';

/**
 * Screen 14 forms, with routes relative to /settings/forms: the list at '/', a new form at '/new', one form at
 * '/:id'.
 */
export default function FormsScreen() {
  return (
    <Switch>
      <Route path="/">
        <FormList />
      </Route>
      <Route path="/new">
        <FormEditor formId={null} />
      </Route>
      <Route path="/:id">{(params) => <FormEditor key={params.id} formId={Number(params.id)} />}</Route>
    </Switch>
  );
}
