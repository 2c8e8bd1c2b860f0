import type { Employee } from '@clinic/api-client';
import { Button, useT } from '@clinic/ui';
import * as resourceStyles from '../../../shared/resources/resources.css';

export type EmployeeAction = 'view' | 'edit' | 'reInvite' | 'setPassword' | 'toggle' | 'delete';

/** The actions one row offers: the owner's only 'view'; nobody disables or deletes themselves. */
export function employeeActions(
  employee: Employee,
  canWrite: boolean,
  selfId: number | undefined,
): EmployeeAction[] {
  if (!canWrite || employee.isOwner) return ['view'];
  const actions: EmployeeAction[] = ['edit'];
  if (!employee.verified) actions.push('reInvite');
  actions.push('setPassword');
  if (employee.id !== selfId) actions.push('toggle', 'delete');
  return actions;
}

export function EmployeeActions({
  employee,
  actions,
  busy,
  onAction,
}: {
  employee: Employee;
  actions: readonly EmployeeAction[];
  busy: boolean;
  onAction: (action: EmployeeAction) => void;
}) {
  const { t } = useT();
  const label = {
    view: t('people.users.view'),
    edit: t('resources.list.edit'),
    reInvite: t('people.users.reInvite'),
    setPassword: t('people.users.setPassword'),
    toggle: t(employee.enabled ? 'resources.list.disable' : 'resources.list.enable'),
    delete: t('resources.list.delete'),
  } satisfies Record<EmployeeAction, string>;
  return (
    <div className={resourceStyles.rowActions}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'delete' ? 'danger' : 'secondary'}
          disabled={busy && (action === 'toggle' || action === 'reInvite')}
          aria-label={`${label[action]} ${employee.fullName || employee.email}`}
          onClick={() => onAction(action)}
        >
          {label[action]}
        </Button>
      ))}
    </div>
  );
}
