import type { PropertyDefinition, PropertyValue } from '@clinic/domain';
import { Card, EmptyState, PropertyForm, useT } from '@clinic/ui';
import { useMemo, useState } from 'react';
import { uploader } from '../../app/uploader';
import { propertyDisplayName } from './labels';

/**
 * The form as it will be filled in, live: the renderer with local values that are never saved, so the clinic
 * can try the fields (pick an option, a date) while arranging them.
 */
export function FormPreview({ properties }: { properties: readonly PropertyDefinition[] }) {
  const { t } = useT();
  const [values, setValues] = useState<Record<number, PropertyValue>>({});
  const shown = useMemo(
    () => properties.map((p) => ({ ...p, name: propertyDisplayName(p, t) })),
    [properties, t],
  );
  return (
    <Card title={t('records.forms.preview')} subtitle={t('records.forms.previewHint')}>
      {shown.length === 0 ? (
        <EmptyState size="sm" icon="list" title={t('records.forms.previewEmpty')} />
      ) : (
        <PropertyForm
          properties={shown}
          values={values}
          onChange={setValues}
          uploader={uploader}
          readOnly={false}
        />
      )}
    </Card>
  );
}
