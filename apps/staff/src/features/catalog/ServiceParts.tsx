import { ServiceType } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckList } from '../../shared/resources/CheckList';
import * as styles from '../../shared/resources/resources.css';
import type { FieldSectionProps } from '../../shared/resources/types';
import { useResultSheetForms, useSingleServices } from './queries';

/**
 * What a service is made of: the single services an associate service bundles (only shown for an associate one,
 * emptied when it turns single) and the result sheets it is examined with.
 */
export function ServiceParts(ctx: FieldSectionProps) {
  const serviceId = ctx.itemId ?? null;
  const type: unknown = useWatch({ control: ctx.control, name: 'type' });
  const singles = useSingleServices(serviceId);
  const sheets = useResultSheetForms();
  const associate = type === ServiceType.Associate;
  const { setValue } = ctx;
  useEffect(() => {
    if (!associate) setValue?.('associatedServiceIds', []);
  }, [associate, setValue]);
  return (
    <div className={styles.form}>
      {associate && (
        <CheckList
          {...ctx}
          name="associatedServiceIds"
          labelKey="catalog.services.associatedServices"
          emptyKey="catalog.services.noSingleServices"
          options={(singles.data ?? []).map((s) => ({
            id: s.id,
            name: `${s.code} · ${s.name} (${formatVnd(s.price)})`,
          }))}
        />
      )}
      <CheckList
        {...ctx}
        name="formIds"
        labelKey="catalog.services.forms"
        emptyKey="catalog.services.noForms"
        options={sheets.data ?? []}
      />
    </div>
  );
}
