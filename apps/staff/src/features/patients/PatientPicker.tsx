import type { PatientListItem } from '@clinic/api-client';
import { Combobox, type ComboboxOption, useT } from '@clinic/ui';
import { useState } from 'react';
import { useDebounced } from '../../shared/resources/useDebounced';
import { birthText } from './format';
import { usePatientChoices } from './queries';

const option = (p: PatientListItem): ComboboxOption<number> => ({
  value: p.id,
  // Duplicates share a name: the code tells the two records apart once one is chosen.
  label: `${p.fullName} (${p.code})`,
  description: [p.phone, birthText(p)].filter(Boolean).join(' · '),
});

/** Picks one patient by typing part of the name, phone or code (searched on the server, without diacritics). */
export function PatientPicker({
  value,
  onChange,
  known,
  exclude,
  debounceMs = 300,
  ...rest
}: {
  value: number | null;
  onChange: (patient: PatientListItem | null) => void;
  /** The chosen patient, so its name shows before any search. */
  known?: PatientListItem | undefined;
  /** Not offered (the record already picked on the other side). */
  exclude?: number | null;
  debounceMs?: number;
  id?: string;
  invalid?: boolean;
}) {
  const { t } = useT();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), debounceMs);
  const found = usePatientChoices(keyword);
  // Until the answer for what is typed now has come, no option is offered: Enter (or a click) right after typing
  // 'nguyen' must not take a row of the previous list — a lab result or a merge on the wrong patient.
  const settled = keyword === text.trim() && !found.isPlaceholderData;
  const rows = (settled ? (found.data?.pageData ?? []) : []).filter((p) => p.id !== exclude);
  if (known && !rows.some((p) => p.id === known.id)) rows.unshift(known);
  return (
    <Combobox<number>
      {...rest}
      options={rows.map(option)}
      value={value}
      filter={false}
      loading={!settled || found.isFetching}
      placeholder={t('patients.merge.pick')}
      onInputChange={setText}
      onChange={(id) => onChange(rows.find((p) => p.id === id) ?? null)}
    />
  );
}
