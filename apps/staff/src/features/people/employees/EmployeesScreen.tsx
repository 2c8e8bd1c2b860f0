import type { Employee } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Avatar, Badge, Button, ConfirmDialog, type TableColumn, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Page } from '../../../app/shell/Page';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { employees } from '../../../shared/resources/clients';
import { PagedTable, SearchField, usePagedList } from '../../../shared/resources/PagedList';
import * as resourceStyles from '../../../shared/resources/resources.css';
import { authState } from '../../../state/auth';
import * as styles from '../people.css';
import { type EmployeeAction, EmployeeActions, employeeActions } from './EmployeeActions';
import { EmployeeDrawer } from './EmployeeDrawer';
import { InviteDrawer } from './InviteDrawer';
import { roleDisplayName, skillLabelKey } from './options';
import { SetPasswordDialog } from './SetPasswordDialog';

const call = { screenId: ScreenId.Users };
type Dialog = { kind: 'view' | 'edit' | 'setPassword' | 'delete'; employee: Employee } | { kind: 'invite' };

/** Screen 6 users: the clinic's accounts, inviting new ones, editing, re-inviting, passwords, on/off, delete. */
export default function EmployeesScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const canWrite = useAbility().canScreen(ScreenId.Users, PermissionLevel.Write);
  const selfId = useSnapshot(authState).userData?.id;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const paged = usePagedList<Employee>({
    queryKey: ['employees'],
    fetch: (query) => employees.list(query, call),
    debounceMs,
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['employees'] });
  const fail = (error: unknown) => toast.error(errorText(error) ?? '');
  const toggle = useMutation({
    mutationFn: (e: Employee) => employees.setEnabled(e.id, !e.enabled, call),
    onSuccess: (saved) => {
      void invalidate();
      const key = saved.enabled ? 'resources.list.enabledDone' : 'resources.list.disabledDone';
      toast.success(t(key, { name: saved.fullName }));
    },
    onError: fail,
  });
  const reInvite = useMutation({
    mutationFn: (e: Employee) => employees.reInvite(e.id, call),
    onSuccess: (_, e) => toast.success(t('people.users.reInvited', { email: e.email })),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (e: Employee) => employees.remove(e.id, call),
    onSuccess: (_, e) => {
      setDialog(null);
      void invalidate();
      toast.success(t('resources.list.deleted', { name: e.fullName || e.email }));
    },
    onError: fail,
  });

  const act = (employee: Employee, action: EmployeeAction) => {
    if (action === 'toggle') toggle.mutate(employee);
    else if (action === 'reInvite') reInvite.mutate(employee);
    else setDialog({ kind: action, employee });
  };

  const columns: TableColumn<Employee>[] = [
    {
      key: 'fullName',
      header: t('people.users.name'),
      sortable: true,
      cell: (e) => (
        <span className={styles.person}>
          <Avatar name={e.fullName || e.email} size="sm" />
          {e.fullName}
          {e.isOwner && <Badge tone="primary">{t('people.users.owner')}</Badge>}
        </span>
      ),
    },
    { key: 'email', header: t('people.users.email'), hideBelow: 'tablet' },
    {
      key: 'roleName',
      header: t('people.users.role'),
      cell: (employee: Employee) => roleDisplayName({ kind: employee.roleKind, name: employee.roleName }, t),
    },
    {
      key: 'skills',
      header: t('people.users.skills'),
      hideBelow: 'desktop',
      cell: (e) => (
        <span className={styles.badges}>
          {e.skills.map((s) => (
            <Badge key={s} tone="info">
              {t(skillLabelKey(s))}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('resources.list.status'),
      cell: (e) =>
        !e.verified ? (
          <Badge tone="warning">{t('people.users.pending')}</Badge>
        ) : (
          <Badge tone={e.enabled ? 'success' : 'secondary'}>
            {t(e.enabled ? 'resources.list.enabled' : 'resources.list.disabled')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: t('resources.list.actions'),
      align: 'end',
      cell: (e) => (
        <EmployeeActions
          employee={e}
          actions={employeeActions(e, canWrite, selfId)}
          busy={toggle.isPending || reInvite.isPending}
          onAction={(action) => act(e, action)}
        />
      ),
    },
  ];

  const title = t('screen.users');
  return (
    <Page
      wide
      title={title}
      actions={
        canWrite && <Button onClick={() => setDialog({ kind: 'invite' })}>{t('people.users.invite')}</Button>
      }
    >
      {!canWrite && <p className={resourceStyles.note}>{t('resources.list.readOnly')}</p>}
      <div className={resourceStyles.toolbar}>
        <SearchField paged={paged} />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        emptyTitle={t('resources.list.emptyTitle')}
      />
      <InviteDrawer open={dialog?.kind === 'invite'} onClose={() => setDialog(null)} />
      {(dialog?.kind === 'view' || dialog?.kind === 'edit') && (
        <EmployeeDrawer
          employee={dialog.employee}
          readOnly={dialog.kind === 'view'}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'setPassword' && (
        <SetPasswordDialog employee={dialog.employee} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        variant="danger"
        title={t('resources.list.deleteTitle', {
          name: dialog?.kind === 'delete' ? dialog.employee.fullName || dialog.employee.email : '',
        })}
        message={t('resources.list.deleteText')}
        confirmLabel={t('resources.list.delete')}
        loading={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.employee)}
        onCancel={() => setDialog(null)}
      />
    </Page>
  );
}
