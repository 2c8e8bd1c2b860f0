import { Route, Switch } from 'wouter';
import { ExportEditor } from './editor/ExportEditor';
import { ImportEditor } from './editor/ImportEditor';
import { useStockEvents } from './queries';
import { SheetDetail } from './SheetDetail';
import { SheetList } from './SheetList';

/** Screen 27 owns the paths below /stock/sheets: the list, the two editors and a saved sheet. */
export default function StockSheetsScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  useStockEvents();
  return (
    <Switch>
      <Route path="/">
        <SheetList debounceMs={debounceMs} />
      </Route>
      <Route path="/new/import">
        <ImportEditor debounceMs={debounceMs} />
      </Route>
      <Route path="/new/export">
        <ExportEditor debounceMs={debounceMs} />
      </Route>
      <Route path="/:id">{(params) => <SheetDetail key={params.id} id={Number(params.id)} />}</Route>
    </Switch>
  );
}
