import { type ReactNode, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { NotFound } from '../../app/pages/Pages';

const idOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The routes of a screen of records (relative to the screen): '/' the list, the screen's own pages (`pages`:
 * '/new', …), '/:id/edit' and '/:id' for a record's id, and "not found" for anything else.
 */
export function RecordRoutes({
  list,
  pages,
  edit,
  details,
}: {
  list: ReactNode;
  /** `<Route>`s tried after the list and before the record's id. */
  pages: ReactNode;
  edit: (id: number) => ReactNode;
  details: (id: number) => ReactNode;
}) {
  // Each page of the screen opens at its top (saving at the bottom of a long form must not land mid-details).
  const [location] = useLocation();
  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);
  const withId = (value: string | undefined, page: (id: number) => ReactNode) => {
    const id = idOf(value);
    return id ? page(id) : <NotFound />;
  };
  return (
    <Switch>
      <Route path="/">{list}</Route>
      {pages}
      <Route path="/:id/edit">{(params) => withId(params.id, edit)}</Route>
      <Route path="/:id">{(params) => withId(params.id, details)}</Route>
      <Route component={NotFound} />
    </Switch>
  );
}
