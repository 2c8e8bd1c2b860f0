import type { Symptom, SymptomInput } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { symptomInput } from '@clinic/domain/contracts';
import { contractForm } from '../contractForm';
import type { ResourceDescription } from '../types';
import { createdAtColumn } from './common';

export const symptoms: ResourceDescription<Symptom, SymptomInput> = {
  name: 'symptoms',
  screenId: ScreenId.SymptomSuggestions,
  titleKey: 'screen.symptomSuggestions',
  thingKey: 'resources.symptoms.thing',
  columns: [{ key: 'name', labelKey: 'resources.symptoms.name', sortable: true }, createdAtColumn()],
  ...contractForm<Symptom, SymptomInput>(symptomInput, {
    labels: 'resources.symptoms',
    fields: { name: { wide: true } },
  }),
};
