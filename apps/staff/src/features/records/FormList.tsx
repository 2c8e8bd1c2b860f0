import type { FormItem } from '@clinic/api-client';
import { type FormOwnerKind, FormOwnerKind as Owner, PermissionLevel, ScreenId } from '@clinic/domain';
import { formName } from '@clinic/i18n/builtin';
import { useAbility } from '@clinic/permissions';
import { Badge, Button, ConfirmDialog, Icon, Switch, type TableColumn, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/session';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { formatDate } from '../../shared/resources/descriptions/common';
import { PagedTable, SearchField, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { EntityTabs } from './EntityTabs';
import * as styles from './records.css';

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
  const [deleting, setDeleting] = useState<FormItem | null>(null);
  const lastDeleting = useRef<FormItem | null>(null);
  if (deleting) lastDeleting.current = deleting;
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
      cell: (form) => (
        <span className={styles.nameCell}>
          {formName(form, t)}
          {form.isDefault && (
            <Badge tone="info">
              <Icon name="lock" size="sm" /> {t('records.fixed.badge')}
            </Badge>
          )}
        </span>
      ),
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
        <div className={resourceStyles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${t(canWrite ? 'resources.list.edit' : 'records.properties.view')} ${formName(form, t)}`}
            onClick={() => open(form)}
          >
            {t(canWrite ? 'resources.list.edit' : 'records.properties.view')}
          </Button>
          {canWrite && !form.isDefault && (
            <Button
              size="sm"
              variant="danger"
              aria-label={`${t('resources.list.delete')} ${formName(form, t)}`}
              onClick={() => setDeleting(form)}
            >
              {t('resources.list.delete')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const title = t('screen.forms');
  return (
    <Page
      wide
      title={title}
      text={t('records.forms.intro')}
      actions={canWrite && <Button onClick={() => open(null)}>{t('records.forms.add')}</Button>}
    >
      {!canWrite && <p className={resourceStyles.note}>{t('resources.list.readOnly')}</p>}
      <EntityTabs
        value={entityType}
        onChange={(next) => {
          setEntityType(next);
          paged.setPageNumber(1);
          lastTab.entityType = next;
        }}
      />
      <div className={resourceStyles.toolbar}>
        <SearchField paged={paged} />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        emptyTitle={t('records.forms.emptyTitle')}
        emptyText={canWrite ? t('records.forms.emptyText') : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={t('resources.list.deleteTitle', {
          name: lastDeleting.current ? formName(lastDeleting.current, t) : '',
        })}
        message={t('records.forms.deleteText')}
        confirmLabel={t('resources.list.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
