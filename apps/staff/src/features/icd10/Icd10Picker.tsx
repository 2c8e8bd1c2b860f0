import type { CodedDiagnosisItem } from '@clinic/api-client';
import { useState } from 'react';
import { useDebounced } from '../../shared/resources/useDebounced';
import { Icd10PickerView } from './Icd10PickerView';
import { useIcd10Search } from './queries';

export { diagnosisText } from './Icd10PickerView';

export interface Icd10PickerProps {
  /** The picked diagnoses, in the order picked. */
  value: readonly CodedDiagnosisItem[];
  onChange: (next: CodedDiagnosisItem[]) => void;
  disabled?: boolean;
  /** Only the picked diagnoses (the visit is no longer open to writing). */
  readOnly?: boolean;
  invalid?: boolean;
  /** How long typing settles before the search is sent (tests: 0). */
  debounceMs?: number;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * Several ICD-10 diagnoses picked without leaving the keyboard (a prescription's, a result sheet's): type a code
 * ('j02') or words ('viem hong'), arrows and Enter add the active row; the list is searched on the server once
 * typing pauses.
 */
export function Icd10Picker({ debounceMs = 200, ...props }: Icd10PickerProps) {
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), debounceMs);
  const found = useIcd10Search(keyword);
  // Until the answer for what is typed now has come, no row is offered: Enter typed quickly after 'j02' must not
  // add a row of the previous search (a wrong diagnosis on a prescription sent to the national system).
  const settled = keyword === text.trim() && !found.isPlaceholderData;
  return (
    <Icd10PickerView
      {...props}
      text={text}
      onTextChange={setText}
      rows={settled ? (found.data?.pageData ?? []) : []}
      loading={!settled || found.isFetching}
      failed={settled && found.isError}
    />
  );
}
