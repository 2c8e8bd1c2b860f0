import type { CodedDiagnosisItem, Icd10Item } from '@clinic/api-client';
import { MAX_DIAGNOSES } from '@clinic/domain';
import { Combobox, type ComboboxOption, IconButton, useT } from '@clinic/ui';
import type { KeyboardEvent } from 'react';
import * as styles from './icd10.css';

/** A diagnosis's name in the screen's language: the ICD-10 list's English name in English, when the read gave it. */
export const diagnosisName = (d: CodedDiagnosisItem, lang: string) => (lang === 'en' && d.nameEn) || d.name;

export const diagnosisText = (d: CodedDiagnosisItem, lang = 'vi') => `${d.code} · ${diagnosisName(d, lang)}`;

export interface Icd10PickerViewProps {
  /** The picked diagnoses, in the order picked. */
  value: readonly CodedDiagnosisItem[];
  onChange: (next: CodedDiagnosisItem[]) => void;
  /** What is typed in the box now. */
  text: string;
  onTextChange: (text: string) => void;
  /** The rows found for `text` (none while they are being fetched). */
  rows: readonly Icd10Item[];
  loading: boolean;
  /** The search for `text` failed (offline, server down): said instead of "no match". */
  failed?: boolean;
  disabled?: boolean;
  /** Only the picked diagnoses, without the box to add more (a visit no longer open to writing). */
  readOnly?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * The picker's face, without its search (Icd10Picker feeds it from the server; stories from a list): chips of the
 * picked diagnoses, each removable, and the suite's Combobox (combobox, listbox, aria-activedescendant) to add
 * one. Enter adds the active row and the box empties; Backspace in the empty box removes the last diagnosis.
 */
export function Icd10PickerView({
  value,
  onChange,
  text,
  onTextChange,
  rows,
  loading,
  failed = false,
  disabled = false,
  readOnly = false,
  invalid,
  id,
  'aria-describedby': describedBy,
}: Icd10PickerViewProps) {
  const { t, lang } = useT();
  const picked = new Set(value.map((d) => d.code));
  const offered = rows.filter((row) => !picked.has(row.code));
  const full = value.length >= MAX_DIAGNOSES;
  const typed = text.trim() !== '';

  const add = (code: string | null) => {
    const row = offered.find((r) => r.code === code);
    if (!row || full) return;
    onChange([...value, { code: row.code, name: row.name }]);
    onTextChange('');
  };
  const remove = (code: string) => onChange(value.filter((d) => d.code !== code));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.getAttribute('role') !== 'combobox') return;
    const last = value.at(-1);
    if (event.key === 'Backspace' && input.value === '' && last && !disabled) {
      event.preventDefault();
      remove(last.code);
    }
    // Enter adds a row (the combobox did that already) and never sends the surrounding form: Ctrl+Enter does.
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Backspace and Enter of the combobox inside bubble here.
    <div className={styles.picker} onKeyDown={onKeyDown}>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('icd10.picked')}>
          {value.map((d) => (
            <li key={d.code} className={styles.chip}>
              <span className={styles.chipText} title={diagnosisText(d)}>
                <span className={styles.code}>{d.code}</span> · {diagnosisName(d, lang)}
              </span>
              {!disabled && !readOnly && (
                <IconButton
                  size="sm"
                  icon="close"
                  aria-label={t('icd10.remove', { code: d.code })}
                  onClick={() => remove(d.code)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <Combobox<string>
          id={id}
          aria-label={t('icd10.label')}
          aria-describedby={describedBy}
          invalid={invalid}
          // Full: nothing more is offered, but the box keeps the focus so Backspace can still remove one.
          options={
            full || !typed
              ? []
              : offered.map((row): ComboboxOption<string> => ({ value: row.code, label: diagnosisText(row) }))
          }
          value={null}
          clearable={false}
          filter={false}
          loading={!full && typed && loading}
          disabled={disabled}
          placeholder={t('icd10.placeholder')}
          emptyText={
            full
              ? t('icd10.full', { max: MAX_DIAGNOSES })
              : !typed
                ? t('icd10.typeToSearch')
                : failed
                  ? t('icd10.failed')
                  : t('icd10.none')
          }
          onInputChange={onTextChange}
          onChange={add}
        />
      )}
    </div>
  );
}
