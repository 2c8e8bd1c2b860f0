// Strings of billing (issue P): the cashier's screen (21) and invoices (23).
const billing = {
  vietQr: {
    title: 'Scan to pay by bank transfer',
    alt: 'VietQR code for a bank transfer of {{amount}} to {{bank}} {{accountNumber}}',
    bank: 'Bank',
    accountNumber: 'Account number',
    accountName: 'Account holder',
    amount: 'Amount',
    purpose: 'Transfer content',
    hint: 'Keep the transfer content unchanged so the invoice is confirmed automatically.',
  },
};

export default billing;
