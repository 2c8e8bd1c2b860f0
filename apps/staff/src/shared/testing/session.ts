import type { ClinicInfo, UserView } from '@clinic/api-client';
import { ActiveStatus, ClinicStatus, Plan, RoleKind } from '@clinic/domain';

// The signed-in user as GET and PUT /users/me answer it, and the clinic as GET /clinics/info does: written once for
// the tests that sign someone in or load the session again.

/** An active, verified member of a user-defined role, in Vietnamese, with no skill or group unless told. */
export const signedInUser = (extra: Partial<UserView> = {}): UserView => ({
  id: 7,
  clinicId: 1,
  email: 'lan.nguyen@example.vn',
  phone: null,
  fullName: 'Nguyễn Thị Lan',
  avatarFileId: null,
  skills: [],
  language: 'vi',
  status: ActiveStatus.Active,
  verified: true,
  userRoleId: 3,
  roleKind: RoleKind.UserDefined,
  userGroupIds: [],
  ...extra,
});

/** An active clinic on the full plan until the end of 2026, in Vietnam's zone, booking by its own path. */
export const clinicInfo = (extra: Partial<ClinicInfo> = {}): ClinicInfo => ({
  id: 1,
  name: 'Phòng khám An Bình',
  slug: 'an-binh',
  status: ClinicStatus.Actived,
  plan: Plan.Full,
  planExpiresAt: '2026-12-31T16:59:59.000Z',
  timeZone: 'Asia/Ho_Chi_Minh',
  phone: '02838123456',
  email: null,
  address: '12 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
  logoFileId: null,
  enableCheckInSheet: false,
  bookingUrl: '/booking/an-binh',
  publicUrl: null,
  ...extra,
});
