import { z } from 'zod';
import { RoleKind, UserSkill } from '../access';
import { ActiveStatus } from '../enums';
import { Language } from '../language';
import { ref } from '../refs';
import { password, phone, requiredString } from '../validation';
import { endpoint } from './endpoint';

// /users: the signed-in user's own profile and password (docs/product.md#accounts).

/** The signed-in user as every client sees it: the profile plus userRoleId and userGroupIds. */
export const userView = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  fullName: z.string(),
  avatarFileId: z.number().int().nullable(),
  skills: z.array(z.enum(UserSkill)),
  language: z.enum(Language),
  status: z.enum(ActiveStatus),
  verified: z.boolean(),
  userRoleId: z.number().int(),
  roleKind: z.enum(RoleKind),
  userGroupIds: z.array(z.number().int()),
});

/** The phone is normalised by the server ('+84 912 345 678' → '0912345678'). */
export const updateMeInput = z.object({
  fullName: requiredString.max(120, 'formError.maxLength'),
  phone: phone.nullable().optional(),
  language: z.enum(Language).optional(),
  /** An uploaded (ready) avatar file of this clinic; null removes the avatar, leaving it out keeps it. */
  avatarFileId: ref('file').nullable().optional(),
});

export const changePasswordInput = z.object({
  currentPassword: requiredString.max(200, 'formError.maxLength'),
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  newPassword: password,
});

export const usersContract = {
  me: endpoint({ method: 'GET', url: '/users/me', response: userView }),
  updateMe: endpoint({ method: 'PUT', url: '/users/me', body: updateMeInput, response: userView }),
  /** Ends the user's other sessions. */
  changePassword: endpoint({
    method: 'PUT',
    url: '/users/change-password',
    body: changePasswordInput,
    response: z.object({ changed: z.boolean() }),
  }),
};

export type UserView = z.output<typeof userView>;
export type UpdateMeRequest = z.input<typeof updateMeInput>;
export type ChangePasswordRequest = z.input<typeof changePasswordInput>;
