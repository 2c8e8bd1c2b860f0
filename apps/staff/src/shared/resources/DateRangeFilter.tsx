import { DatePicker, FormField, useT } from '@clinic/ui';
import * as resourceStyles from './resources.css';

/**
 * A list's "from – to" day filter ('YYYY-MM-DD' or null each): neither end can pass the other. The lab results (41)
 * and re-examinations (42) lists filter by it.
 */
export function DateRangeFilter({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string | null;
  to: string | null;
  onFrom: (day: string | null) => void;
  onTo: (day: string | null) => void;
}) {
  const { t } = useT();
  return (
    <>
      <FormField label={t('labResults.list.from')} className={resourceStyles.filter}>
        <DatePicker value={from} max={to ?? undefined} onChange={onFrom} />
      </FormField>
      <FormField label={t('labResults.list.to')} className={resourceStyles.filter}>
        <DatePicker value={to} min={from ?? undefined} onChange={onTo} />
      </FormField>
    </>
  );
}
