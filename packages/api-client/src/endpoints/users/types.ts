import type { ActiveStatus, Language, RoleKind, UserSkill } from '@clinic/domain';

// Types of /users/* (apps/api/src/modules/users), written by hand to match the server's zod schemas.

/** The signed-in user as every client sees it: the profile plus userRoleId and userGroupIds. */
export interface UserView {
  id: number;
  clinicId: number;
  email: string;
  phone: string | null;
  fullName: string;
  avatarFileId: number | null;
  skills: UserSkill[];
  language: Language;
  status: ActiveStatus;
  verified: boolean;
  userRoleId: number;
  roleKind: RoleKind;
  userGroupIds: number[];
}

/** PUT /users/me. The phone is normalised by the server ('+84 912 345 678' → '0912345678'). */
export interface UpdateMeRequest {
  fullName: string;
  phone?: string | null;
  language?: Language;
  /** An uploaded avatar file (FileKind.Avatar); null removes the picture, leaving it out keeps it. */
  avatarFileId?: number | null;
}

/** PUT /users/change-password; ends the user's other sessions. */
export interface ChangePasswordRequest {
  currentPassword: string;
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  newPassword: string;
}

export interface ChangePasswordResponse {
  changed: boolean;
}
