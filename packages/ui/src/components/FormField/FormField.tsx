import type { TranslationParams } from '@clinic/i18n';
import { type ReactNode, useId, useMemo } from 'react';
import { cx } from '../../internal/cx';
import { translateText } from '../../text';
import { useT } from '../../useT';
import { visuallyHidden } from '../../utils.css';
import { Icon } from '../Icon/Icon';
import * as styles from './FormField.css';
import { FieldContext } from './FormFieldContext';

export interface FormFieldProps {
  label: ReactNode;
  /** Shows a red * and marks the control aria-required (no native `required`: the form schema validates). */
  required?: boolean;
  /** Help under the control, read with it. */
  hint?: ReactNode;
  /**
   * A message id ('formError.required', from the shared zod schemas via react-hook-form) or plain text.
   * Ids are translated with `formatFormError`, other dictionary keys with `t`.
   */
  error?: string | null | undefined;
  /** Placeholder values of the error id: { min: 8 }. */
  errorParams?: TranslationParams;
  /** Id of the control; one is made up otherwise. */
  id?: string;
  /** Hide the label from sight (still read by screen readers), e.g. in a table filter row. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and error of one form field. The control inside (Input, Select, Combobox, …) picks up its
 * id, aria-describedby, aria-invalid and aria-required from here, so a react-hook-form field is just
 * `<FormField label=… error={errors.name?.message}><Input {...register('name')} /></FormField>`.
 */
export function FormField({
  label,
  required = false,
  hint,
  error,
  errorParams,
  id,
  hideLabel = false,
  className,
  children,
}: FormFieldProps) {
  const { t, lang } = useT();
  const ownId = useId();
  const controlId = id ?? `${ownId}-control`;
  const labelId = `${ownId}-label`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);

  const context = useMemo(
    () => ({ id: controlId, labelId, describedBy, invalid, required }),
    [controlId, labelId, describedBy, invalid, required],
  );

  return (
    <div className={cx(styles.root, className)}>
      <label id={labelId} htmlFor={controlId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true" title={t('ui.field.required')}>
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size="sm" className={styles.errorIcon} />
          <span>{translateText(error, t, lang, errorParams)}</span>
        </p>
      )}
    </div>
  );
}
