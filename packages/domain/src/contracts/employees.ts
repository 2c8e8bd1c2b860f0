import { z } from 'zod';
import { RoleKind, UserSkill } from '../access';
import { employeeInput, inviteEmployeesInput } from '../employees';
import { password } from '../validation';
import { endpoint } from './endpoint';
import { idParams, pageOf, pagingShape } from './paging';

// /employees: the clinic's users (screen 6), their invitations, and the caller's own permissions.

/** A user of the clinic. `verified` stays false until the invitation is accepted. */
export const employee = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roleId: z.number(),
  roleName: z.string(),
  roleKind: z.enum(RoleKind),
  /** Ascending. */
  groupIds: z.array(z.number()),
  skills: z.array(z.enum(UserSkill)),
  enabled: z.boolean(),
  verified: z.boolean(),
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const employeeListQuery = z.object({
  ...pagingShape,
  keyword: z.string().trim().max(200, 'formError.maxLength').optional(),
  enabled: z.enum(['true', 'false']).optional(),
  sortBy: z.enum(['fullName', 'createdAt']).default('fullName'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});

/** Valid addresses are invited even when others fail. */
export const inviteEmployeesResult = z.object({
  invited: z.array(z.object({ email: z.string(), id: z.number() })),
  /** `code` and `message` of the error (invalidEmail, phoneOrEmailUsed) in the caller's language. */
  failed: z.array(
    z.object({ email: z.string(), code: z.union([z.number(), z.string()]), message: z.string() }),
  ),
});

/**
 * Owner and Admin get Write on every screen and every feature; others get their role's screens above None and
 * its features. Ids stay plain numbers: a role keeps whatever screen ids were stored for it.
 */
export const myPermissions = z.object({
  /** Appointment features 101..106. */
  frontendFeatureIds: z.array(z.number()),
  screenPermissions: z.array(z.object({ permissionTypeId: z.number(), frontendScreenId: z.number() })),
  roleId: z.number(),
  groupIds: z.array(z.number()),
});

export const employeesContract = {
  list: endpoint({ method: 'GET', url: '/employees', query: employeeListQuery, response: pageOf(employee) }),
  /** Up to 20 comma-separated e-mails; bad or used addresses are reported, the rest invited. */
  invite: endpoint({
    method: 'POST',
    url: '/employees/invite',
    body: inviteEmployeesInput,
    response: inviteEmployeesResult,
  }),
  /** The caller's own: loaded with the user and clinic after sign-in. */
  myPermissions: endpoint({ method: 'GET', url: '/employees/my-permissions', response: myPermissions }),
  get: endpoint({ method: 'GET', url: '/employees/:id', params: idParams, response: employee }),
  update: endpoint({
    method: 'PUT',
    url: '/employees/:id',
    params: idParams,
    body: employeeInput,
    response: employee,
  }),
  /** Never the owner, never yourself. */
  remove: endpoint({
    method: 'DELETE',
    url: '/employees/:id',
    params: idParams,
    response: z.object({ deleted: z.boolean() }),
  }),
  /** Disabling ends the employee's sessions at once. */
  setEnabled: endpoint({
    method: 'PUT',
    url: '/employees/:id/set-enabled',
    params: idParams,
    body: z.object({ enabled: z.boolean({ error: 'formError.required' }) }),
    response: employee,
  }),
  /** Only for an employee who has not accepted the invitation yet. */
  reInvite: endpoint({
    method: 'PUT',
    url: '/employees/:id/re-invite',
    params: idParams,
    response: z.object({ sent: z.boolean() }),
  }),
  /** Never the owner's password; ends the employee's sessions. */
  changePassword: endpoint({
    method: 'POST',
    url: '/employees/:id/change-password',
    params: idParams,
    body: z.object({ password }),
    response: z.object({ changed: z.boolean() }),
  }),
};

export type Employee = z.output<typeof employee>;
export type EmployeeListQuery = z.input<typeof employeeListQuery>;
export type InviteEmployeesResult = z.output<typeof inviteEmployeesResult>;
export type MyPermissions = z.output<typeof myPermissions>;
