import type { TranslationKey } from '@clinic/i18n';
import { Checkbox, FormField, useT } from '@clinic/ui';
import { Controller } from 'react-hook-form';
import { fieldError } from './fieldError';
import * as styles from './resources.css';
import type { FieldSectionProps } from './types';

/** A multi-select as a list of checkboxes, holding the picked ids (a doctor's specialties, locations). */
export function CheckList({
  name,
  labelKey,
  emptyKey,
  options,
  control,
  errors,
  disabled,
}: Omit<FieldSectionProps, 'register'> & {
  name: string;
  labelKey: TranslationKey;
  emptyKey: TranslationKey;
  options: readonly { id: number; name: string }[];
}) {
  const { t } = useT();
  const label = t(labelKey);
  return (
    <FormField label={label} error={fieldError(errors, name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const picked: number[] = Array.isArray(field.value) ? field.value : [];
          if (options.length === 0) return <p className={styles.note}>{t(emptyKey)}</p>;
          return (
            <fieldset className={styles.checkList} aria-label={label}>
              {options.map((option) => (
                <Checkbox
                  key={option.id}
                  label={option.name}
                  checked={picked.includes(option.id)}
                  disabled={disabled}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...picked, option.id] : picked.filter((id) => id !== option.id),
                    )
                  }
                />
              ))}
            </fieldset>
          );
        }}
      />
    </FormField>
  );
}
