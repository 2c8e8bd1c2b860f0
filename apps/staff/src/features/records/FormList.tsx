import type { FormItem } from '@clinic/api-client';
import { type FormOwnerKind, FormOwnerKind as Owner, PermissionLevel, ScreenId } from '@clinic/domain';
import { formName } from '@clinic/i18n/builtin';
import { useAbility } from '@clinic/permissions';
import { Button, ConfirmDialog, Switch, type TableColumn, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { formatDate } from '../../shared/resources/descriptions/common';
import { ListScreen } from '../../shared/resources/ListScreen';
import { SearchField, usePagedList } from '../../shared/resources/PagedList';
import { EditDeleteActions } from '../../shared/resources/RowActions';
import { useDeleting } from '../../shared/resources/useDeleting';
import { EntityTabs } from './EntityTabs';
import { FixedName } from './FixedName';

const call = { screenId: ScreenId.Forms };
export const formsQueryKey = ['records', 'forms'] as const;
/** The tab survives a visit to the editor and back. */
const lastTab: { entityType: FormOwnerKind } = { entityType: Owner.ClinicPatient };

/** The forms of one record type: search, switch a form on or off, open it, delete it (never the default one). */
export function FormList({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const canWrite = useAbility().canScreen(ScreenId.Forms, PermissionLevel.Write);
  const [entityType, setEntityType] = useState<FormOwnerKind>(() => lastTab.entityType);
  const { deleting, setDeleting, shown } = useDeleting<FormItem>();
  const paged = usePagedList<FormItem>({
    queryKey: [...formsQueryKey, entityType],
    fetch: ({ keyword, sortBy, sortDirection, ...paging }) =>
      api.forms.list(
        {
          ...paging,
          entityTypeId: entityType,
          ...(keyword ? { keyword } : {}),
          ...(sortBy === 'name' ? { sortBy, sortDirection: sortDirection ?? 'asc' } : {}),
        },
        call,
      ),
    debounceMs,
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: formsQueryKey });
  const fail = (error: unknown) => toast.error(errorText(error) ?? '');

  const toggle = useMutation({
    mutationFn: (form: FormItem) => api.forms.setEnabled(form.id, !form.enabled, call),
    onSuccess: (saved) => {
      void invalidate();
      toast.success(
        t(saved.enabled ? 'resources.list.enabledDone' : 'resources.list.disabledDone', {
          name: formName(saved, t),
        }),
      );
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (form: FormItem) => api.forms.remove(form.id, call),
    onSuccess: (_, form) => {
      setDeleting(null);
      void invalidate();
      toast.success(t('resources.list.deleted', { name: formName(form, t) }));
    },
    onError: (error) => {
      setDeleting(null);
      fail(error);
    },
  });

  const open = (form: FormItem | null) => navigate(form ? `/${form.id}` : `/new?entity=${entityType}`);
  const columns: TableColumn<FormItem>[] = [
    {
      key: 'name',
      header: t('records.forms.name'),
      sortable: true,
      cell: (form) => <FixedName name={formName(form, t)} fixed={form.isDefault} />,
    },
    {
      key: 'propertyCount',
      header: t('records.forms.propertyCount'),
      align: 'end',
      cell: (form) => form.propertyIds.length,
    },
    {
      key: 'enabled',
      header: t('records.forms.enabled'),
      cell: (form) => (
        <Switch
          checked={form.enabled}
          disabled={!canWrite || form.isDefault || toggle.isPending}
          aria-label={t('records.forms.toggle', { name: formName(form, t) })}
          title={form.isDefault ? t('records.forms.defaultLocked') : undefined}
          onChange={() => toggle.mutate(form)}
        />
      ),
    },
    {
      key: 'updatedAt',
      header: t('records.forms.updatedAt'),
      hideBelow: 'tablet',
      cell: (form) => formatDate(form.updatedAt),
    },
    {
      key: 'actions',
      header: t('resources.list.actions'),
      align: 'end',
      cell: (form) => (
        <EditDeleteActions
          name={formName(form, t)}
          editable={canWrite}
          deletable={canWrite && !form.isDefault}
          onOpen={() => open(form)}
          onDelete={() => setDeleting(form)}
        />
      ),
    },
  ];

  const title = t('screen.forms');
  return (
    <ListScreen
      title={title}
      text={t('records.forms.intro')}
      actions={canWrite && <Button onClick={() => open(null)}>{t('records.forms.add')}</Button>}
      readOnly={!canWrite}
      tabs={
        <EntityTabs
          value={entityType}
          onChange={paged.filterSetter((next: FormOwnerKind) => {
            setEntityType(next);
            lastTab.entityType = next;
          })}
        />
      }
      filters={<SearchField paged={paged} />}
      columns={columns}
      paged={paged}
      emptyTitle={t('records.forms.emptyTitle')}
      emptyText={canWrite ? t('records.forms.emptyText') : undefined}
    >
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={t('resources.list.deleteTitle', { name: shown ? formName(shown, t) : '' })}
        message={t('records.forms.deleteText')}
        confirmLabel={t('resources.list.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ListScreen>
  );
}
