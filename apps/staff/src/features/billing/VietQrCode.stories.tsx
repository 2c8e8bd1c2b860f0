import { vietQrPayload } from '@clinic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
// Storybook's preview loads only the shared strings; the staff app adds its own areas before rendering.
import '../../app/dictionaries';
import { VietQrCode } from './VietQrCode';

const account = { bankBin: '970436', accountNumber: '0071000123456', accountName: 'PHONG KHAM AN BINH' };

const meta = {
  title: 'Staff/Billing/VietQrCode',
  component: VietQrCode,
  args: {
    ...account,
    amount: 1_250_000,
    purpose: 'HD000042',
    payload: vietQrPayload({
      bin: account.bankBin,
      accountNumber: account.accountNumber,
      amount: 1_250_000,
      purpose: 'HD000042',
    }),
  },
} satisfies Meta<typeof VietQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vietcombank: Story = {};

export const LargeAmountAtVietinBank: Story = {
  args: {
    bankBin: '970415',
    accountNumber: '113366668888',
    accountName: 'CONG TY TNHH PHONG KHAM DA KHOA HOA BINH',
    amount: 48_760_000,
    purpose: 'HD001987',
    payload: vietQrPayload({
      bin: '970415',
      accountNumber: '113366668888',
      amount: 48_760_000,
      purpose: 'HD001987',
    }),
  },
};
