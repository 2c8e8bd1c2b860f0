import type { EInvoiceCompanyBuyer, EInvoiceState } from '@clinic/api-client';
import { eInvoiceCompanyBuyer } from '@clinic/domain/contracts';
import { Button, FormField, Input, Modal, Radio, RadioGroup, toast, useT } from '@clinic/ui';
import { useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import { type FormValuesOf, formOfContract, serverFieldErrors, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as styles from './eInvoices.css';
import { useIssueEInvoice } from './queries';

export type BuyerKind = 'patient' | 'company';
type CompanyValues = FormValuesOf<EInvoiceCompanyBuyer>;
const companyFields = ['taxCode', 'legalName', 'address', 'email'] as const;
const companySchema = formOfContract(eInvoiceCompanyBuyer);

/**
 * The cashier's "Xuất hóa đơn điện tử" (or a refused one's send again): to the patient, with what the record holds,
 * or to a company the patient names (tax code checked by its check digit, legal name, address, e-mail). Enter
 * submits; focus starts on the first field. A refused one opens on the company it went to, to be corrected.
 */
export function IssueEInvoiceDialog({
  invoice,
  patientName,
  state,
  initialKind,
  onClose,
}: {
  invoice: { id: number; code: string };
  /** Who the invoice is for, as the invoice says it. */
  patientName: string;
  /** The e-invoice as it stands (refused, to send again), or null for a first issue. */
  state: EInvoiceState | null;
  initialKind: BuyerKind;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const issue = useIssueEInvoice(invoice.id);
  const [kind, setKind] = useState<BuyerKind>(initialKind);
  const buyer = state?.buyer;
  const form = useZodForm<CompanyValues, EInvoiceCompanyBuyer>(companySchema, {
    defaultValues: {
      taxCode: buyer?.taxCode ?? '',
      legalName: buyer?.legalName ?? '',
      address: buyer?.taxCode ? (buyer.address ?? '') : '',
      email: buyer?.email ?? '',
    },
  });
  const errors = form.formState.errors;
  // Choosing a company moves to its first field, so the cashier types on without reaching for the mouse.
  const { setFocus } = form;
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (picked && kind === 'company') setFocus('taxCode');
  }, [picked, kind, setFocus]);

  const send = (company: EInvoiceCompanyBuyer | null) =>
    issue.mutate(company, {
      onSuccess: () => {
        toast.success(t('eInvoices.issue.queued'));
        onClose();
      },
      onError: (error) => {
        // The server's check of a field (`body.company.taxCode`) shows on the field typed.
        for (const field of serverFieldErrors(error)) {
          const name = field.path.replace(/^body\.company\./, '');
          if ((companyFields as readonly string[]).includes(name))
            form.setError(name as Path<CompanyValues>, { type: 'server', message: field.messageId });
        }
      },
    });
  const submit = kind === 'company' ? form.handleSubmit(send) : () => send(null);

  const formId = `issue-e-invoice-${invoice.id}`;
  // A refused one that went to a company goes there again unless another company is given.
  const keptCompany = kind === 'patient' && buyer?.taxCode ? buyer : null;
  return (
    <Modal
      open
      size="md"
      title={t('eInvoices.issue.dialogTitle', { code: invoice.code })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('eInvoices.issue.back')}
          </Button>
          <Button type="submit" form={formId} loading={issue.isPending}>
            {state ? t('eInvoices.issue.sendAgain') : t('eInvoices.issue.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!issue.isPending) void submit(event);
        }}
        // Enter on the buyer's choice (where focus starts) submits too, as it does in the company's fields.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target as HTMLElement).matches('input[type="radio"]')) return;
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }}
      >
        <FormField label={t('eInvoices.issue.buyerKind')}>
          <RadioGroup<BuyerKind>
            value={kind}
            orientation="horizontal"
            onChange={(next) => {
              setKind(next);
              setPicked(true);
            }}
          >
            <Radio
              value="patient"
              label={t('eInvoices.issue.patient')}
              data-autofocus={initialKind === 'patient' || undefined}
            />
            <Radio value="company" label={t('eInvoices.issue.company')} />
          </RadioGroup>
        </FormField>
        {kind === 'patient' ? (
          <p className={styles.muted}>
            {keptCompany
              ? t('eInvoices.issue.keptCompanyText', {
                  legalName: keptCompany.legalName ?? keptCompany.name,
                  taxCode: keptCompany.taxCode ?? '',
                })
              : t('eInvoices.issue.patientText', { name: patientName })}
          </p>
        ) : (
          <div className={styles.companyFields}>
            <FormField label={t('eInvoices.issue.companyTaxCode')} required error={errors.taxCode?.message}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                data-autofocus={initialKind === 'company' || undefined}
                {...form.register('taxCode')}
              />
            </FormField>
            <FormField
              label={t('eInvoices.issue.companyLegalName')}
              required
              error={errors.legalName?.message}
              className={styles.wide}
            >
              <Input autoComplete="organization" {...form.register('legalName')} />
            </FormField>
            <FormField
              label={t('eInvoices.issue.companyAddress')}
              required
              error={errors.address?.message}
              className={styles.wide}
            >
              <Input autoComplete="off" {...form.register('address')} />
            </FormField>
            <FormField label={t('eInvoices.issue.companyEmail')} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
          </div>
        )}
        {issue.isError && serverFieldErrors(issue.error).length === 0 && (
          <p className={styles.refusal} role="alert">
            {errorText(issue.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
