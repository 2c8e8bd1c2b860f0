import type { Location, UserGroup } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fakeApi';
import { renderScreen } from '../../testing/renderScreen';
import { location, userGroup } from '../../testing/resources';
import { resourceClients } from '../clients';
import { ResourceForm } from '../ResourceForm';
import { locations } from './locations';
import { userGroups } from './userGroups';

// Forms whose resolver is the API's own body schema (formOfContract): the form's blanks reach the contract as
// nulls, and the contract's messages show on their fields.

afterEach(cleanup);

describe('forms checked by the contract', () => {
  it('a location with its province and coordinates left blank is sent with nulls', async () => {
    const server = fakeApi().on('POST /locations', ({ body }) =>
      location(5, 'Cơ sở Quận 3', body as Partial<Location>),
    );
    renderScreen(
      <ResourceForm
        description={locations}
        client={resourceClients.locations}
        item={null}
        open
        onClose={() => {}}
      />,
      { screens: [ScreenId.Locations] },
    );
    fireEvent.change(await screen.findByLabelText(/Tên cơ sở/), { target: { value: ' Cơ sở Quận 3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(server.requests('POST /locations')).toHaveLength(1));
    expect(server.requests('POST /locations')[0]?.body).toEqual({
      name: 'Cơ sở Quận 3',
      address: null,
      provinceId: null,
      latitude: null,
      longitude: null,
    });
  });

  it('a location with a latitude out of range is refused on its field, with the contract’s message', async () => {
    const server = fakeApi().on('POST /locations', ({ body }) =>
      location(5, 'Cơ sở Quận 3', body as Partial<Location>),
    );
    renderScreen(
      <ResourceForm
        description={locations}
        client={resourceClients.locations}
        item={null}
        open
        onClose={() => {}}
      />,
      { screens: [ScreenId.Locations] },
    );
    fireEvent.change(await screen.findByLabelText(/Tên cơ sở/), { target: { value: 'Cơ sở Quận 3' } });
    fireEvent.change(screen.getByLabelText(/Vĩ độ/), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Giá trị phải từ -90 đến 90')).toBeTruthy();
    expect(server.requests('POST /locations')).toHaveLength(0);
  });

  it('a user group needs a location or a doctor, and "all locations" is enough', async () => {
    const server = fakeApi().on('POST /user-groups', ({ body }) =>
      userGroup(5, 'Lễ tân Quận 1', body as Partial<UserGroup>),
    );
    renderScreen(
      <ResourceForm
        description={userGroups}
        client={resourceClients.userGroups}
        item={null}
        open
        onClose={() => {}}
      />,
      { screens: [ScreenId.UserGroups] },
    );
    fireEvent.change(await screen.findByLabelText(/Tên nhóm/), { target: { value: 'Lễ tân Quận 1' } });
    // A new group starts with every location and every doctor; with neither it has no scope at all.
    fireEvent.click(screen.getByRole('switch', { name: /Tất cả cơ sở/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Tất cả bác sĩ/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Nhóm cần ít nhất một cơ sở khám hoặc một bác sĩ')).toBeTruthy();
    expect(server.requests('POST /user-groups')).toHaveLength(0);

    fireEvent.click(screen.getByRole('switch', { name: /Tất cả cơ sở/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(server.requests('POST /user-groups')).toHaveLength(1));
    expect(server.requests('POST /user-groups')[0]?.body).toMatchObject({
      name: 'Lễ tân Quận 1',
      allLocations: true,
      allDoctors: false,
      locationIds: [],
    });
  });
});
