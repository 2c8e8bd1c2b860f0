import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, useT } from '@clinic/ui';
import { useMemo, useState } from 'react';
import { ResourceList } from '../../shared/resources/ResourceList';
import { BulkMedicines } from './BulkMedicines';
import { medicines } from './medicines';
import { catalogClients } from './queries';

/** Screen 15: the generic list and form, and the bulk add of up to 20 medicines. */
export default function MedicinesScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const description = useMemo(() => medicines(t), [t]);
  const canWrite = useAbility().canScreen(ScreenId.MedicineLibrary, PermissionLevel.Write);
  const [bulk, setBulk] = useState(false);
  return (
    <>
      <ResourceList
        description={description}
        client={catalogClients.medicines}
        debounceMs={debounceMs}
        actions={
          canWrite && (
            <Button variant="secondary" onClick={() => setBulk(true)}>
              {t('catalog.medicines.bulkAdd')}
            </Button>
          )
        }
      />
      <BulkMedicines open={bulk} onClose={() => setBulk(false)} />
    </>
  );
}
