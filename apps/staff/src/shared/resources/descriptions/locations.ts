import type { Location, LocationInput } from '@clinic/api-client';
import { provinces, ScreenId } from '@clinic/domain';
import { locationInput } from '@clinic/domain/contracts';
import { formOfContract } from '../../forms/forms';
import { contractForm } from '../contractForm';
import type { ResourceDescription } from '../types';
import { createdAtColumn, text } from './common';

/** Today's province names; a legacy id merged into another unit shows its old name too. */
const provinceOptions = provinces
  .map((p) => ({
    value: p.id,
    label: p.legacyName === p.currentName ? p.currentName : `${p.currentName} (${p.legacyName})`,
  }))
  .sort((a, b) => a.label.localeCompare(b.label, 'vi'));

export const locations: ResourceDescription<Location, LocationInput> = {
  name: 'locations',
  screenId: ScreenId.Locations,
  titleKey: 'screen.locations',
  thingKey: 'resources.locations.thing',
  deleteNeedsName: true,
  columns: [
    { key: 'name', labelKey: 'resources.locations.name', sortable: true },
    {
      key: 'address',
      labelKey: 'resources.locations.address',
      cell: (l) => text(l.address),
      hideBelow: 'tablet',
    },
    {
      key: 'provinceId',
      labelKey: 'resources.locations.province',
      sortable: true,
      cell: (l) => text(l.provinceName),
    },
    createdAtColumn(),
  ],
  ...contractForm<Location, LocationInput>(formOfContract(locationInput), {
    labels: 'resources.locations',
    fields: {
      name: { wide: true },
      address: { wide: true },
      provinceId: {
        labelKey: 'resources.locations.province',
        kind: 'select',
        options: () => provinceOptions,
        wide: true,
      },
      latitude: { decimals: 6 },
      longitude: { decimals: 6 },
    },
  }),
};
