import { Route, Switch } from 'wouter';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceList } from './InvoiceList';
import { useInvoicesEvents } from './queries';

/** Screen 23 owns the paths below /invoices: the list and one invoice. */
export default function InvoicesScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  useInvoicesEvents();
  return (
    <Switch>
      <Route path="/">
        <InvoiceList debounceMs={debounceMs} />
      </Route>
      <Route path="/:id">{(params) => <InvoiceDetails key={params.id} id={Number(params.id)} />}</Route>
    </Switch>
  );
}
