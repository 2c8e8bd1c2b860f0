import { Redirect, Route, Router, Switch } from 'wouter';
import { lastClinic } from './booking/saved';
import { ClinicSite } from './site/ClinicSite';
import { NoClinic } from './site/NoClinic';

/**
 * The booking site of every clinic: /booking/<slug> is one clinic's page. The bare /booking/ (where an
 * installed app starts) goes back to the last clinic visited, or explains how to reach one.
 */
export default function App() {
  return (
    <Router base="/booking">
      <Switch>
        <Route path="/">
          {() => (lastClinic() ? <Redirect to={`/${lastClinic()}`} replace /> : <NoClinic />)}
        </Route>
        <Route path="/:slug" nest>
          {(params) => <ClinicSite key={params.slug} slug={params.slug} />}
        </Route>
      </Switch>
    </Router>
  );
}
