import type { Symptom, SymptomInput } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { symptomInput } from '@clinic/domain/contracts';
import type { ResourceDescription } from '../types';
import { createdAtColumn } from './common';

export const symptoms: ResourceDescription<Symptom, SymptomInput> = {
  name: 'symptoms',
  screenId: ScreenId.SymptomSuggestions,
  titleKey: 'screen.symptomSuggestions',
  thingKey: 'resources.symptoms.thing',
  columns: [{ key: 'name', labelKey: 'resources.symptoms.name', sortable: true }, createdAtColumn()],
  fields: [{ name: 'name', labelKey: 'resources.symptoms.name', kind: 'text', required: true, wide: true }],
  schema: symptomInput,
  toInput: (s) => ({ name: s.name }),
  emptyInput: { name: '' },
};
