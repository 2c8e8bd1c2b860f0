import type { PublicBookingApi, PublicClinic } from '@clinic/api-client/public';
import { i18n } from '@clinic/i18n';
import { bookingDictionaries } from '@clinic/i18n/booking';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ClinicContext } from '../site/clinic';
import { DetailsStep } from './DetailsStep';

// Step 4 against an API stand-in that records the booking it is sent.

const clinic: PublicClinic = {
  name: 'Phòng khám Đa khoa An Tâm',
  logoUrl: null,
  address: null,
  phone: null,
  timeZone: 'Asia/Ho_Chi_Minh',
  allowBookingInDays: 14,
  locations: [{ id: 1, name: 'Cơ sở Quận 1', address: null, latitude: null, longitude: null }],
  specialties: [{ id: 2, name: 'Nội khoa' }],
};

function renderStep() {
  const book = vi.fn(async () => ({ code: 'LH000412' }));
  const symptoms = vi.fn(async () => [
    { id: 1, name: 'Đau họng' },
    { id: 2, name: 'Ho khan' },
    { id: 3, name: 'Sốt' },
  ]);
  const api = { doctors: vi.fn(async () => []), symptoms, book } as unknown as PublicBookingApi;
  render(
    <Router hook={memoryLocation({ path: '/booking/an-tam' }).hook}>
      <ClinicContext.Provider value={{ slug: 'an-tam', clinic, api }}>
        <DetailsStep
          choice={{ locationId: 1, specialtyId: 2, doctor: 'any', date: '2026-12-01', time: '09:00' }}
          go={() => undefined}
        />
      </ClinicContext.Provider>
    </Router>,
  );
  return book;
}

describe('booking details', () => {
  beforeAll(() => i18n.addDictionaries(bookingDictionaries));
  afterEach(cleanup);

  it.each([
    ['Nam', 0],
    ['Nữ', 1],
  ])('"%s" is booked as gender %i (male 0, female 1: docs/product.md)', async (label, stored) => {
    const book = renderStep();
    fireEvent.change(screen.getByLabelText(/Họ và tên/), { target: { value: 'Lê Minh Tuấn' } });
    fireEvent.change(screen.getByLabelText(/Số điện thoại/), { target: { value: '0934 111 222' } });
    fireEvent.click(screen.getByRole('radio', { name: label }));
    fireEvent.change(screen.getByLabelText(/Năm sinh/), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận đặt lịch' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    expect(book.mock.lastCall).toEqual([
      expect.objectContaining({ fullName: 'Lê Minh Tuấn', phone: '0934 111 222', gender: stored }),
    ]);
  });

  it('offers the clinic’s symptom suggestions while the symptom is typed, and books the picked ones', async () => {
    const book = renderStep();
    fireEvent.change(screen.getByLabelText(/Họ và tên/), { target: { value: 'Lê Minh Tuấn' } });
    fireEvent.change(screen.getByLabelText(/Số điện thoại/), { target: { value: '0934 111 222' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Nam' }));
    fireEvent.change(screen.getByLabelText(/Năm sinh/), { target: { value: '1990' } });
    const symptom = screen.getByRole('combobox', { name: /Triệu chứng/ });
    fireEvent.focus(symptom);
    fireEvent.change(symptom, { target: { value: 'ho' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ho khan', 'Đau họng']),
    );
    fireEvent.keyDown(symptom, { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: 'Sốt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận đặt lịch' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    expect(book.mock.lastCall).toEqual([expect.objectContaining({ symptom: 'Ho khan, Sốt' })]);
  });
});
