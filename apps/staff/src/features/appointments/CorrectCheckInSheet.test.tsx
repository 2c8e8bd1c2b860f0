import { AppointmentFeature, AppointmentStatus, ScreenId } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { form, property } from '../../shared/testing/forms';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import { CorrectCheckInSheetButton } from './CorrectCheckInSheet';
import { appointment } from './testing';

// Reception corrects a visit's check-in sheet after check-in: the saved answers start the dialog, the check-in's
// own checks apply, and the correction is sent as the whole sheet; a finished visit offers no correction.

beforeEach(() => {
  clinicState.enableCheckInSheet = true;
});
afterEach(() => {
  cleanup();
  resetClinicState();
  toastStore.clear();
});

const symptom = property(41, 'Triệu chứng', { internalName: 'symptom', entityType: 4, fixed: true });
const pulse = property(42, 'Mạch (lần/phút)', {
  internalName: 'pulse',
  entityType: 4,
  size: 6,
  fixed: true,
});

function sheetApi() {
  return fakeApi()
    .on('GET /clinic-appointments/:id/check-in-sheet', () => ({
      id: 3,
      appointmentId: 5,
      formId: 8,
      properties: [{ propertyId: 41, value: 'Ho' }],
      createdAt: '2026-07-06T02:00:00.000Z',
      updatedAt: '2026-07-06T02:00:00.000Z',
    }))
    .on('GET /forms/all-by-entity-type', () => [
      form(8, 'Phiếu tiếp đón', { entityType: 4, isDefault: true, propertyIds: [41, 42] }),
    ])
    .on('GET /forms/:id/properties', () => [symptom, pulse])
    .on('POST /check-in-sheets', ({ body }) => ({
      id: 3,
      ...(body as object),
      createdAt: '2026-07-06T02:00:00.000Z',
      updatedAt: '2026-07-06T03:00:00.000Z',
    }));
}

const render = (status: number) =>
  renderScreen(<CorrectCheckInSheetButton appointment={appointment(5, { status })} />, {
    screens: [ScreenId.Appointments],
    features: [AppointmentFeature.CheckIn],
  });

describe('correcting a check-in sheet', () => {
  it('starts from the saved answers and saves the whole sheet (the bounds of the vitals: the e2e journey)', async () => {
    const api = sheetApi();
    render(AppointmentStatus.InProgress);
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa phiếu tiếp đón' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sửa phiếu tiếp đón · Trần Thị Bích' }));
    const text = (await dialog.findByRole('combobox', { name: 'Triệu chứng' })) as HTMLInputElement;
    expect(text.value).toBe('Ho');
    fireEvent.change(text, { target: { value: 'Ho, sốt' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Mạch (lần/phút)' }), { target: { value: '88' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lưu phiếu' }));
    await waitFor(() => expect(api.requests('POST /check-in-sheets')).toHaveLength(1));
    expect(api.requests('POST /check-in-sheets')[0]?.body).toEqual({
      appointmentId: 5,
      formId: 8,
      properties: [
        { propertyId: 41, value: 'Ho, sốt' },
        { propertyId: 42, value: '88' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered once the visit is finished, nor before check-in', async () => {
    sheetApi();
    render(AppointmentStatus.Finished);
    render(AppointmentStatus.Approved);
    await waitFor(() => expect(screen.queryByText('Đang tải')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sửa phiếu tiếp đón' })).toBeNull();
  });
});
