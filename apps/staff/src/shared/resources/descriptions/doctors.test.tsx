import type { Doctor } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fakeApi';
import { renderScreen } from '../../testing/renderScreen';
import { doctor } from '../../testing/resources';
import { resourceClients } from '../clients';
import { ResourceForm } from '../ResourceForm';
import { doctors } from './doctors';

afterEach(cleanup);

describe('doctor form', () => {
  it('sends the optional examination room, blank as null', async () => {
    const server = fakeApi().on('POST /doctors', ({ body }) =>
      doctor(5, 'BS. Lê Minh', body as Partial<Doctor>),
    );
    const created = () => server.requests('POST /doctors').map((request) => request.body);
    renderScreen(
      <ResourceForm
        description={doctors}
        client={resourceClients.doctors}
        item={null}
        open
        onClose={() => undefined}
      />,
      { screens: [ScreenId.Doctors] },
    );
    const room = (await screen.findByLabelText(/Phòng khám/)) as HTMLInputElement;
    expect(room.maxLength).toBe(50);
    expect(screen.getByText(/in trên phiếu số thứ tự/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Tên bác sĩ|Họ và tên/), { target: { value: 'BS. Lê Minh' } });
    fireEvent.change(screen.getByLabelText(/Mã bác sĩ/), { target: { value: 'BS01' } });
    fireEvent.change(room, { target: { value: ' Phòng 3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ name: 'BS. Lê Minh', room: 'Phòng 3' });

    fireEvent.change(room, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(created()).toHaveLength(2));
    expect(created()[1]).toMatchObject({ room: null });
  });
});
