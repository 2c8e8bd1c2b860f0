import { FormField, Input, NumberInput, Select, Switch, Textarea, useT } from '@clinic/ui';
import { Controller } from 'react-hook-form';
import { fieldError } from './fieldError';
import * as styles from './resources.css';
import type { FieldSectionProps, ResourceField } from './types';

/** The placeholders a field gives: its bounds that are set. */
const given = (params: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    number
  >;

/**
 * One field of a resource form, by its kind; `custom` fields render themselves. A number's bounds and a text's
 * length fill the error's placeholders ('… nhỏ hơn hoặc bằng {max}'): they are the contract's own limits.
 */
export function FieldInput({ field, ...ctx }: FieldSectionProps & { field: ResourceField }) {
  const { t } = useT();
  const { control, register, errors, disabled } = ctx;
  if (field.kind === 'custom') return <div className={styles.wide}>{field.render(ctx)}</div>;
  const error = fieldError(errors, field.name);
  switch (field.kind) {
    case 'switch':
      return (
        <div className={styles.wide}>
          <Switch
            label={t(field.labelKey)}
            description={field.hintKey ? t(field.hintKey) : undefined}
            disabled={disabled}
            {...register(field.name)}
          />
        </div>
      );
    case 'number':
      return (
        <FormField
          label={t(field.labelKey)}
          required={field.required}
          error={error}
          errorParams={given({ min: field.min, max: field.max })}
        >
          <Controller
            control={control}
            name={field.name}
            render={({ field: f }) => (
              <NumberInput
                value={typeof f.value === 'number' ? f.value : null}
                onChange={f.onChange}
                onBlur={f.onBlur}
                ref={f.ref}
                disabled={disabled}
                decimals={field.decimals ?? 0}
                vnd={field.vnd ?? false}
                {...(field.min !== undefined ? { min: field.min } : {})}
                {...(field.max !== undefined ? { max: field.max } : {})}
              />
            )}
          />
        </FormField>
      );
    case 'select':
      return (
        <FormField
          label={t(field.labelKey)}
          required={field.required}
          error={error}
          className={field.wide ? styles.wide : undefined}
        >
          <Controller
            control={control}
            name={field.name}
            render={({ field: f }) => (
              <Select
                options={field.options()}
                placeholder
                value={f.value == null ? '' : String(f.value)}
                onChange={(event) => {
                  const value = event.target.value;
                  f.onChange(value === '' ? null : field.text ? value : Number(value));
                }}
                onBlur={f.onBlur}
                ref={f.ref}
                disabled={disabled}
              />
            )}
          />
        </FormField>
      );
    default:
      return (
        <FormField
          label={t(field.labelKey)}
          required={field.required}
          hint={field.hintKey ? t(field.hintKey) : undefined}
          error={error}
          errorParams={given({ max: field.maxLength })}
          className={field.wide || field.kind === 'textarea' ? styles.wide : undefined}
        >
          {field.kind === 'textarea' ? (
            <Textarea rows={3} disabled={disabled} {...register(field.name)} />
          ) : (
            <Input
              type={field.kind === 'text' ? 'text' : field.kind}
              maxLength={field.maxLength}
              disabled={disabled}
              {...register(field.name)}
            />
          )}
        </FormField>
      );
  }
}
