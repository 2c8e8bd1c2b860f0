import { z } from 'zod';
import { PermissionLevel, type RoleKind } from '../access';
import { AppointmentFeature } from '../appointments';
import { allScreenIds, isScreenId, type ScreenId } from '../screens';
import { name, optionalText } from './fields';
import { itemBase, resourceContract, storedAs } from './resources';

// /roles (screen 7): Owner and Admin are built in and read-only; a user-defined role holds a level per screen and
// the appointment features 101–106 (docs/product.md#permissions).

const levels = [PermissionLevel.None, PermissionLevel.Read, PermissionLevel.Write] as const;
const featureIds = Object.values(AppointmentFeature);

const screenPermission = z.object({
  screenId: z.number().int().refine(isScreenId, 'formError.invalidValue'),
  level: z.union(levels.map((l) => z.literal(l)) as [z.ZodLiteral<0>, z.ZodLiteral<10>, z.ZodLiteral<20>], {
    error: 'formError.invalidValue',
  }),
});

/** Screens above None (a screen left out is None) and the appointment features. */
export const roleInput = z.object({
  name,
  description: optionalText(500),
  screenPermissions: z.array(screenPermission).max(allScreenIds.length, 'formError.maxItems').default([]),
  featureIds: z
    .array(
      z
        .number()
        .int()
        .refine((id) => (featureIds as number[]).includes(id), 'formError.invalidValue'),
    )
    .max(featureIds.length, 'formError.maxItems')
    .default([]),
});
export const roleItem = z.object({
  ...itemBase,
  name: z.string(),
  /** RoleKind: Owner 10, Admin 20, user-defined 30. */
  kind: storedAs<RoleKind>(),
  description: z.string().nullable(),
  screenPermissions: z.array(
    z.object({ screenId: storedAs<ScreenId>(), level: storedAs<PermissionLevel>() }),
  ),
  featureIds: z.array(storedAs<AppointmentFeature>()),
  userCount: z.number(),
});
export const rolesContract = resourceContract('roles', {
  input: roleInput,
  item: roleItem,
  sortKeys: ['name', 'createdAt'],
});
