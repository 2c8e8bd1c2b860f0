import { z } from 'zod';
import { formErrorIds } from '../form-errors';
import { ref } from '../refs';
import { name } from './fields';
import { itemBase, resourceContract } from './resources';

// /user-groups (screen 8): a group gives its members all or some locations and all or some doctors
// (docs/product.md#accounts); it must name at least one of either.

const idsOf = (kind: 'location' | 'doctor') => z.array(ref(kind)).max(500, 'formError.maxItems').default([]);

export const userGroupInput = z
  .object({
    name,
    allLocations: z.boolean().default(false),
    allDoctors: z.boolean().default(false),
    locationIds: idsOf('location'),
    doctorIds: idsOf('doctor'),
  })
  .refine((g) => g.allLocations || g.allDoctors || g.locationIds.length > 0 || g.doctorIds.length > 0, {
    message: formErrorIds.groupScope,
    path: ['locationIds'],
  })
  // 'All' makes a list irrelevant: it is dropped before the route checks the ids, which 'all' never looked at.
  .transform((g) => ({
    ...g,
    locationIds: g.allLocations ? [] : [...new Set(g.locationIds)],
    doctorIds: g.allDoctors ? [] : [...new Set(g.doctorIds)],
  }));
export const userGroupItem = z.object({
  ...itemBase,
  name: z.string(),
  allLocations: z.boolean(),
  allDoctors: z.boolean(),
  locationIds: z.array(z.number()),
  doctorIds: z.array(z.number()),
  memberCount: z.number(),
});
export const userGroupsContract = resourceContract('user-groups', {
  input: userGroupInput,
  item: userGroupItem,
  sortKeys: ['name', 'createdAt'],
});
