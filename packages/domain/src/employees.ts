import { z } from 'zod';
import { UserSkill } from './access';
import { MAX_INVITE_EMAILS } from './constants';
import { formErrorIds } from './form-errors';
import { ref } from './refs';
import { blankToNull, phone, requiredString } from './validation';

// Clinic employees (screen 6): the bodies staff forms and the API share.

/**
 * A role must be picked: missing, or null from the form's emptied select, is "required"; other faults keep zod's
 * own issues, which the API words as it always did.
 */
const roleId = ref('role', {
  base: z
    .number({ error: (issue) => (issue.input == null ? formErrorIds.required : undefined) })
    .int()
    .positive(),
});
const groupIds = z.array(ref('group')).max(100, 'formError.maxItems').default([]);
const skills = z.array(z.enum(UserSkill, 'formError.invalidValue')).max(4, 'formError.maxItems').default([]);

/** PUT /employees/{id}: a new role ends the employee's sessions; the owner's role never changes. */
export const employeeInput = z.object({
  fullName: requiredString.max(120, 'formError.maxLength'),
  phone: z.preprocess(blankToNull, phone.nullable()).default(null),
  roleId,
  groupIds,
  skills,
});

/**
 * POST /employees/invite: up to 20 comma-separated addresses. The API reports bad or used addresses one by one
 * (and invites the rest), so `emails` is only split here, not checked address by address.
 */
export const inviteEmployeesInput = z.object({
  emails: z
    .string({ error: 'formError.required' })
    .transform((text) =>
      text
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, 'formError.required').max(MAX_INVITE_EMAILS, 'formError.maxItems')),
  roleId,
  groupIds,
  skills,
});

export type EmployeeInput = z.input<typeof employeeInput>;
export type InviteEmployeesInput = z.input<typeof inviteEmployeesInput>;
