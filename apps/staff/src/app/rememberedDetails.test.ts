import { createMemoryStorage } from '@clinic/api-client';
import { PermissionLevel } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { clinicInfo } from '../shared/testing/session';
import { createRememberedDetails, REMEMBERED_DETAILS_KEY, type RememberedDetails } from './rememberedDetails';

const details: RememberedDetails = {
  userId: 7,
  clinic: clinicInfo(),
  permissions: {
    screenPermissions: [{ frontendScreenId: 3, permissionTypeId: PermissionLevel.Write }],
    frontendFeatureIds: [],
  },
  clinicData: { locations: [{ id: 1, name: 'Cơ sở 1' }], specialties: [], doctors: [] },
};

describe('remembered session details', () => {
  it("answers only the user's own copy, and nothing once cleared", () => {
    const storage = createMemoryStorage();
    const remembered = createRememberedDetails(storage);
    remembered.save(details);
    expect(remembered.forUser(7)).toEqual(details);
    // Another user signing in on this browser never opens with the previous user's permissions.
    expect(remembered.forUser(8)).toBeUndefined();
    remembered.clear();
    expect(remembered.forUser(7)).toBeUndefined();
    expect(storage.getItem(REMEMBERED_DETAILS_KEY)).toBeNull();
  });

  it('ignores a damaged copy', () => {
    const storage = createMemoryStorage();
    storage.setItem(REMEMBERED_DETAILS_KEY, JSON.stringify({ userId: 7, clinic: {} }));
    expect(createRememberedDetails(storage).forUser(7)).toBeUndefined();
    storage.setItem(REMEMBERED_DETAILS_KEY, '{not json');
    expect(createRememberedDetails(storage).forUser(7)).toBeUndefined();
  });
});
