import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/testing/fakeApi';
import { renderScreen } from '../../../shared/testing/renderScreen';
import GeneralSettings from '.';
import { generalSettings } from './testing';

// Screen 1 resolves with the API's own body (contracts/clinics.ts), its time zone sent back as loaded.

afterEach(cleanup);

const saved = generalSettings();

/** The clinic form's own Save (the bank card below has its own). */
const mainSave = () => screen.getAllByRole('button', { name: 'Lưu' })[0]!;

describe('general settings checked by the contract', () => {
  it('an emptied number is required; blank contacts are sent as none with the loaded time zone', async () => {
    const server = fakeApi()
      .on('GET /clinics/general-settings', () => saved)
      .on('PUT /clinics/general-settings', ({ body }) => ({ ...saved, ...(body as object) }));
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    const days = await screen.findByLabelText(/^Đặt lịch trước tối đa/);
    // The loaded values reach the form a moment after the fields show.
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('14'));
    fireEvent.change(days, { target: { value: '' } });
    fireEvent.click(mainSave());
    expect(await screen.findByText('Trường này là bắt buộc')).toBeTruthy();
    expect(server.requests('PUT /clinics/general-settings')).toHaveLength(0);

    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/^Số điện thoại/), { target: { value: ' ' } });
    fireEvent.click(mainSave());
    await waitFor(() => expect(server.requests('PUT /clinics/general-settings')).toHaveLength(1));
    expect(server.requests('PUT /clinics/general-settings')[0]?.body).toEqual({
      clinicName: 'Phòng khám An Bình',
      phone: null,
      email: null,
      address: null,
      allowBookingInDays: 30,
      allowBookingBeforeMinutes: 60,
      allowCheckInLateAfterMinutes: 15,
      enableCheckInSheet: false,
      nearExpiryDays: 90,
      timeZone: 'Asia/Ho_Chi_Minh',
    });
  });

  it('saves the VietQR account and a new webhook key shown once, leaving the rest as loaded', async () => {
    const server = fakeApi()
      .on('GET /clinics/general-settings', () => saved)
      .on('PUT /clinics/general-settings', ({ body }) => {
        const { bankWebhookApiKey, ...rest } = body as { bankWebhookApiKey?: string | null };
        return { ...saved, ...rest, hasBankWebhookKey: bankWebhookApiKey ? true : saved.hasBankWebhookKey };
      });
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    const card = within(
      (await screen.findByRole('heading', { name: 'Nhận chuyển khoản (VietQR)' })).closest('form')!,
    );
    expect(card.getByText('Chưa đặt')).toBeTruthy();
    fireEvent.change(card.getByLabelText('Ngân hàng'), { target: { value: '970436' } });
    fireEvent.change(card.getByLabelText('Số tài khoản'), { target: { value: '0071000123456' } });
    fireEvent.change(card.getByLabelText('Chủ tài khoản'), { target: { value: 'PHONG KHAM AN BINH' } });
    fireEvent.click(card.getByRole('button', { name: 'Tạo khóa mới' }));
    const key = (card.getByLabelText(/^Khóa mới/) as HTMLInputElement).value;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    fireEvent.click(card.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(server.requests('PUT /clinics/general-settings')).toHaveLength(1));
    expect(server.requests('PUT /clinics/general-settings')[0]?.body).toMatchObject({
      clinicName: 'Phòng khám An Bình',
      timeZone: 'Asia/Ho_Chi_Minh',
      bank: { bin: '970436', accountNumber: '0071000123456', accountName: 'PHONG KHAM AN BINH' },
      bankWebhookApiKey: key,
    });
    // Saved, the key is not shown again: only that one is set.
    expect(await card.findByText('Đã đặt')).toBeTruthy();
    expect(card.queryByLabelText(/^Khóa mới/)).toBeNull();
  });
});
