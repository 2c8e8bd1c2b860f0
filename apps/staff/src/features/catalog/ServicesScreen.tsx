import { fieldRefusal, formErrorIds, isPriceRange, money } from '@clinic/domain';
import { FormField, NumberInput, useT } from '@clinic/ui';
import { useMemo, useState } from 'react';
import { ResourceList } from '../../shared/resources/ResourceList';
import * as styles from '../../shared/resources/resources.css';
import { useDebounced } from '../../shared/resources/useDebounced';
import { catalogClients } from './queries';
import { services } from './services';

/** A price bound the list can filter by: whole đồng, not negative. */
const refusePrice = fieldRefusal(money().nullable());

/** Screen 18: the generic list and form, with a price range filter ('to' may not be below 'from'). */
export default function ServicesScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const description = useMemo(() => services(t), [t]);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const range = { from: useDebounced(from, debounceMs), to: useDebounced(to, debounceMs) };
  const valid =
    refusePrice(range.from) === null &&
    refusePrice(range.to) === null &&
    isPriceRange(range.from ?? undefined, range.to ?? undefined);
  const filters = {
    ...(valid && range.from !== null ? { priceFrom: range.from } : {}),
    ...(valid && range.to !== null ? { priceTo: range.to } : {}),
  };
  const rangeError = isPriceRange(from ?? undefined, to ?? undefined) ? undefined : formErrorIds.priceRange;
  return (
    <ResourceList
      description={description}
      client={catalogClients.services}
      debounceMs={debounceMs}
      filters={filters}
      toolbar={
        <>
          <FormField label={t('catalog.services.priceFrom')} className={styles.filter}>
            <NumberInput vnd value={from} onChange={setFrom} min={0} refuse={refusePrice} />
          </FormField>
          <FormField
            label={t('catalog.services.priceTo')}
            className={styles.filter}
            error={rangeError}
            errorParams={{ min: from ?? 0 }}
          >
            <NumberInput vnd value={to} onChange={setTo} min={0} refuse={refusePrice} />
          </FormField>
        </>
      }
    />
  );
}
