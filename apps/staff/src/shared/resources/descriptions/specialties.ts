import type { Specialty, SpecialtyInput } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { specialtyInput } from '@clinic/domain/contracts';
import { contractForm } from '../contractForm';
import type { ResourceDescription } from '../types';
import { createdAtColumn, text } from './common';

export const specialties: ResourceDescription<Specialty, SpecialtyInput> = {
  name: 'specialties',
  screenId: ScreenId.Specialties,
  titleKey: 'screen.specialties',
  thingKey: 'resources.specialties.thing',
  columns: [
    { key: 'name', labelKey: 'resources.specialties.name', sortable: true },
    { key: 'shortName', labelKey: 'resources.specialties.shortName', cell: (s) => text(s.shortName) },
    createdAtColumn(),
  ],
  ...contractForm<Specialty, SpecialtyInput>(specialtyInput, {
    labels: 'resources.specialties',
    fields: { name: { wide: true } },
  }),
};
