import type { invoicesContract, paymentsContract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

// Billing: invoices (screens 21 and 23), a visit's billing, and the bank transfers the bank reported.

export const invoicesCalls = {
  create: clientEndpoint<typeof invoicesContract.create>('POST', '/invoices/create'),
  search: clientEndpoint<typeof invoicesContract.search>('POST', '/invoices/search'),
  get: clientEndpoint<typeof invoicesContract.get>('GET', '/invoices/:id'),
  pay: clientEndpoint<typeof invoicesContract.pay>('PUT', '/invoices/:id/pay'),
  cancel: clientEndpoint<typeof invoicesContract.cancel>('PUT', '/invoices/:id/cancel'),
  checkWithAppointment: clientEndpoint<typeof invoicesContract.checkWithAppointment>(
    'POST',
    '/invoices/:id/check-with-appointment',
  ),
  updateWithAppointment: clientEndpoint<typeof invoicesContract.updateWithAppointment>(
    'POST',
    '/invoices/:id/update-with-appointment',
  ),
  changeMedicineLine: clientEndpoint<typeof invoicesContract.changeMedicineLine>(
    'PUT',
    '/invoices/:id/medicine-line',
  ),
  billingQueue: clientEndpoint<typeof invoicesContract.billingQueue>('GET', '/invoices/billing-queue'),
  startBilling: clientEndpoint<typeof invoicesContract.startBilling>(
    'PUT',
    '/clinic-appointments/:id/start-billing',
  ),
  finishBilling: clientEndpoint<typeof invoicesContract.finishBilling>(
    'PUT',
    '/clinic-appointments/:id/finish-billing',
  ),
  appointmentInvoices: clientEndpoint<typeof invoicesContract.appointmentInvoices>(
    'GET',
    '/clinic-appointments/:id/invoices',
  ),
};

/** The webhook is the bank-notification service's call, not the app's: the client does not make it. */
export const paymentsCalls = {
  bankTransfers: clientEndpoint<typeof paymentsContract.bankTransfers>('GET', '/payments/bank-transfers'),
  attachTransfer: clientEndpoint<typeof paymentsContract.attachTransfer>(
    'PUT',
    '/payments/bank-transfers/:id/attach',
  ),
};
