import type { EInvoiceSettings as Answer } from '@clinic/api-client';
import { EInvoiceTaxRate, eInvoiceTaxRates } from '@clinic/domain';
import {
  Button,
  FormField,
  Input,
  Notice,
  PasswordInput,
  RadioGroup,
  Select,
  Spinner,
  toast,
  useT,
} from '@clinic/ui';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { pageStyles } from '../../../app/shell/Page';
import { applyServerFieldErrors, useZodForm } from '../../../shared/forms/forms';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { FormMessage } from '../../auth/AuthLayout';
import { useEInvoiceSettings, useSaveEInvoiceSettings } from '../../e-invoices/queries';
import * as own from './EInvoiceSettings.css';
import {
  exampleSeries,
  fields,
  formSchema,
  isPasswordRequired,
  onSomeField,
  type RateField,
  toForm,
} from './eInvoiceSettingsForm';
import * as styles from './GeneralSettings.css';

/**
 * The clinic's e-invoice settings, the owner's alone (the API answers anyone else 403): the provider account, the
 * seller as registered, the template and series, when invoices are issued and the tax rate of each kind of line.
 */
export function EInvoiceSettings() {
  const errorText = useApiErrorText();
  const settings = useEInvoiceSettings();
  if (!settings.data)
    return settings.isError ? <FormMessage text={errorText(settings.error)} /> : <Spinner />;
  return <EInvoiceSettingsForm answer={settings.data} />;
}

function EInvoiceSettingsForm({ answer }: { answer: Answer }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const stored = answer.settings;
  const hasPassword = stored?.hasPassword ?? false;
  const schema = useMemo(() => formSchema(hasPassword), [hasPassword]);
  const form = useZodForm(schema, { defaultValues: toForm(stored) });
  useEffect(() => {
    form.reset(toForm(stored));
  }, [stored, form]);
  const save = useSaveEInvoiceSettings();
  const { errors: fieldErrors, isDirty } = form.formState;
  const example = exampleSeries();

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        // Also when the answer equals the cached one (only a new password was sent), so the password empties.
        form.reset(toForm(saved.settings));
        toast.success(t('eInvoices.settings.saved'));
      },
      onError: (error) => {
        // The password's own refusal (no password stored yet, e.g. the settings were removed meanwhile) goes
        // under the password, like the contract's field errors under theirs.
        if (isPasswordRequired(error))
          form.setError('password', { type: 'server', message: errorText(error) });
        else applyServerFieldErrors(error, form.setError, fields);
      },
    }),
  );
  /** A refusal the fields do not show, shown under the form. */
  const formError =
    save.isError && !isPasswordRequired(save.error) && !onSomeField(save.error)
      ? errorText(save.error)
      : undefined;

  const rateLabel = (rate: EInvoiceTaxRate) =>
    rate === EInvoiceTaxRate.NotSubject
      ? t('eInvoices.taxRate.notSubject')
      : rate === EInvoiceTaxRate.NotDeclared
        ? t('eInvoices.taxRate.notDeclared')
        : t('eInvoices.taxRate.percent', { rate });
  const rateOptions = eInvoiceTaxRates.map((rate) => ({ value: rate, label: rateLabel(rate) }));
  const rate = (name: RateField) => (
    <FormField label={t(`eInvoices.settings.${name}`)} required error={fieldErrors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            value={field.value}
            options={rateOptions}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(Number(event.target.value))}
          />
        )}
      />
    </FormField>
  );

  return (
    <form className={pageStyles.form} noValidate aria-labelledby="e-invoice-settings-title" onSubmit={submit}>
      <fieldset className={styles.fieldset} disabled={save.isPending}>
        <h2 id="e-invoice-settings-title" className={styles.sectionTitle}>
          {t('eInvoices.settings.title')}
        </h2>
        <p className={styles.note}>{t('eInvoices.settings.text')}</p>
        <div className={own.target} data-testid="e-invoice-target">
          <p className={styles.note}>
            {answer.target.standIn
              ? t('eInvoices.settings.standIn')
              : t('eInvoices.settings.destination', { url: answer.target.url })}
          </p>
          <p className={styles.note}>{t('eInvoices.settings.lookup', { url: answer.target.lookupUrl })}</p>
        </div>
        {!stored && <p className={styles.note}>{t('eInvoices.settings.notSet')}</p>}

        <h3 className={own.subTitle}>{t('eInvoices.settings.accountSection')}</h3>
        <div className={styles.numbers}>
          <FormField label={t('eInvoices.settings.provider')} required>
            <Select
              {...form.register('provider')}
              options={[{ value: 'viettel', label: t('eInvoices.settings.providers.viettel') }]}
            />
          </FormField>
          <FormField label={t('eInvoices.settings.username')} required error={fieldErrors.username?.message}>
            <Input autoComplete="off" spellCheck={false} {...form.register('username')} />
          </FormField>
          <FormField
            label={t('eInvoices.settings.password')}
            required={!hasPassword}
            hint={hasPassword ? t('eInvoices.settings.passwordSaved') : undefined}
            error={fieldErrors.password?.message}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder={hasPassword ? '••••••••' : undefined}
              {...form.register('password')}
            />
          </FormField>
        </div>

        <h3 className={own.subTitle}>{t('eInvoices.settings.sellerSection')}</h3>
        <div className={own.seller}>
          <FormField
            label={t('eInvoices.settings.sellerTaxCode')}
            hint={t('eInvoices.settings.sellerTaxCodeHint')}
            required
            error={fieldErrors.sellerTaxCode?.message}
          >
            <Input autoComplete="off" spellCheck={false} {...form.register('sellerTaxCode')} />
          </FormField>
          <FormField
            label={t('eInvoices.settings.sellerLegalName')}
            required
            error={fieldErrors.sellerLegalName?.message}
          >
            <Input {...form.register('sellerLegalName')} />
          </FormField>
        </div>
        <FormField
          label={t('eInvoices.settings.sellerAddress')}
          required
          error={fieldErrors.sellerAddress?.message}
        >
          <Input {...form.register('sellerAddress')} />
        </FormField>

        <h3 className={own.subTitle}>{t('eInvoices.settings.invoiceSection')}</h3>
        <div className={pageStyles.grid}>
          <FormField
            label={t('eInvoices.settings.templateCode')}
            hint={t('eInvoices.settings.templateCodeHint')}
            required
            error={fieldErrors.templateCode?.message}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              placeholder="1/001"
              {...form.register('templateCode')}
            />
          </FormField>
          <FormField
            label={t('eInvoices.settings.series')}
            hint={t('eInvoices.settings.seriesHint', { example })}
            required
            error={fieldErrors.series?.message}
          >
            <Controller
              control={form.control}
              name="series"
              render={({ field }) => (
                <Input
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={6}
                  placeholder={example}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                />
              )}
            />
          </FormField>
        </div>
        <FormField label={t('eInvoices.settings.issueOn')} required error={fieldErrors.issueOn?.message}>
          <Controller
            control={form.control}
            name="issueOn"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                orientation="horizontal"
                value={field.value}
                onChange={field.onChange}
                options={[
                  {
                    value: 'payment',
                    label: t('eInvoices.settings.issueOnPayment'),
                    description: t('eInvoices.settings.issueOnPaymentHint'),
                  },
                  {
                    value: 'request',
                    label: t('eInvoices.settings.issueOnRequest'),
                    description: t('eInvoices.settings.issueOnRequestHint'),
                  },
                ]}
              />
            )}
          />
        </FormField>

        <h3 className={own.subTitle}>{t('eInvoices.settings.taxSection')}</h3>
        <Notice tone="info">{t('eInvoices.settings.taxNote')}</Notice>
        <div className={styles.numbers}>
          {rate('serviceTaxRate')}
          {rate('medicineTaxRate')}
          {rate('packageTaxRate')}
        </div>
      </fieldset>
      <FormMessage text={formError} />
      <div className={pageStyles.actions}>
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t('staff.form.save')}
        </Button>
      </div>
    </form>
  );
}
