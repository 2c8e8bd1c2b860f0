import { type EInvoiceSettings as Answer, ApiError } from '@clinic/api-client';
import { DEFAULT_TAX_RATES, errors } from '@clinic/domain';
import { eInvoiceSettingsInput } from '@clinic/domain/contracts';
import { z } from 'zod';
import { serverFieldErrors } from '../../../shared/forms/forms';

// What the e-invoice settings card holds and sends: its values, the contract as its resolver, and which refusals
// the fields show.

/** Every field of the contract's body, the password too ('' for none typed). */
type Values = {
  [K in keyof z.input<typeof eInvoiceSettingsInput>]-?: z.input<typeof eInvoiceSettingsInput>[K];
};
export type RateField = 'serviceTaxRate' | 'medicineTaxRate' | 'packageTaxRate';
/** The fields a server refusal may name (`body.series`). */
export const fields = Object.keys(eInvoiceSettingsInput.shape);

/**
 * The contract's body as the form's resolver. The password is write-only: a blank one is left out so the stored one
 * stays, unless none is stored yet, where the blank reaches the contract and is refused as required.
 */
export const formSchema = (hasPassword: boolean) =>
  z.preprocess((values: Values) => {
    const { password, ...rest } = values;
    return password === '' && hasPassword ? rest : values;
  }, eInvoiceSettingsInput);

/** The stored settings, or a first setup's: issued on payment, at the rates a new clinic starts with. */
export const toForm = (stored: Answer['settings']): Values =>
  stored
    ? {
        provider: stored.provider,
        username: stored.username,
        password: '',
        sellerTaxCode: stored.sellerTaxCode,
        sellerLegalName: stored.sellerLegalName,
        sellerAddress: stored.sellerAddress,
        templateCode: stored.templateCode,
        series: stored.series,
        issueOn: stored.issueOn,
        serviceTaxRate: stored.serviceTaxRate,
        medicineTaxRate: stored.medicineTaxRate,
        packageTaxRate: stored.packageTaxRate,
      }
    : {
        provider: 'viettel',
        username: '',
        password: '',
        sellerTaxCode: '',
        sellerLegalName: '',
        sellerAddress: '',
        templateCode: '',
        series: '',
        issueOn: 'payment',
        serviceTaxRate: DEFAULT_TAX_RATES.service,
        medicineTaxRate: DEFAULT_TAX_RATES.medicine,
        packageTaxRate: DEFAULT_TAX_RATES.package,
      };

/** The server's refusal of a first save without a password, which the password field shows. */
export const isPasswordRequired = (error: unknown) =>
  error instanceof ApiError && error.code === errors.eInvoicePasswordRequired.code;
/** Whether the server's refusal names a field of the card (then that field shows it). */
export const onSomeField = (error: unknown) =>
  serverFieldErrors(error).some((field) => fields.includes(field.path.replace(/^body\./, '')));

/** This year's series of the usual kind, as the series field's example: 'C26TAA'. */
export const exampleSeries = () => `C${String(new Date().getFullYear()).slice(-2)}TAA`;
