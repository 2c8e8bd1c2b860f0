import type { ResourceClient } from '@clinic/api-client';
import { PermissionLevel } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Badge, Button, ConfirmDialog, FormField, Select, type TableColumn, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useApiErrorText } from '../forms/useApiErrorText';
import { ListScreen } from './ListScreen';
import { SearchField, usePagedList } from './PagedList';
import { ResourceForm } from './ResourceForm';
import { RowActions } from './RowActions';
import * as styles from './resources.css';
import type { NamedRow, ResourceDescription } from './types';
import { useDeleting } from './useDeleting';

const enabledFilters = ['', 'true', 'false'] as const;
type EnabledFilter = (typeof enabledFilters)[number];

export interface ResourceListProps<Item extends NamedRow, Input extends FieldValues> {
  description: ResourceDescription<Item, Input>;
  client: ResourceClient<Item, Input>;
  /** Search debounce; tests pass 0. */
  debounceMs?: number;
  /** The screen's own list filters beside the enabled one (the services' price range), sent as query values. */
  filters?: Record<string, string | number | boolean>;
  /** The screen's own filter controls, after the search and status in the toolbar. */
  toolbar?: ReactNode;
  /** More buttons beside "Add" (the medicines' bulk add). */
  actions?: ReactNode;
}

/** The generic list of a set-up resource: search, enabled filter, sorting, paging, edit, enable/disable, delete. */
export function ResourceList<Item extends NamedRow, Input extends FieldValues>({
  description,
  client,
  debounceMs = 300,
  filters: ownFilters = {},
  toolbar,
  actions,
}: ResourceListProps<Item, Input>) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const canWrite = useAbility().canScreen(description.screenId, PermissionLevel.Write);
  const call = { screenId: description.screenId };

  const [enabled, setEnabled] = useState<EnabledFilter>('');
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const { deleting, setDeleting, shown } = useDeleting<Item>();
  const paged = usePagedList<Item>({
    queryKey: ['resources', description.name],
    fetch: (query) => client.list(query, call),
    debounceMs,
    filters: { ...ownFilters, ...(enabled ? { enabled: enabled === 'true' } : {}) },
  });
  const { settledKeyword } = paged;

  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['resources', description.name] });
  const fail = (error: unknown) => toast.error(errorText(error) ?? '');

  const toggle = useMutation({
    mutationFn: (item: Item) => client.setEnabled(item.id, !item.enabled, call),
    onSuccess: (saved) => {
      void invalidate();
      toast.success(
        t(saved.enabled ? 'resources.list.enabledDone' : 'resources.list.disabledDone', { name: saved.name }),
      );
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (item: Item) =>
      client.remove(item.id, description.deleteNeedsName ? { name: item.name } : undefined, call),
    onSuccess: (_, item) => {
      setDeleting(null);
      void invalidate();
      toast.success(t('resources.list.deleted', { name: item.name }));
    },
    onError: fail,
  });

  const columns: TableColumn<Item>[] = description.columns.map((c) => ({
    key: c.key,
    header: t(c.labelKey),
    sortable: c.sortable ?? false,
    ...(c.cell ? { cell: (row: Item) => c.cell?.(row, t) } : {}),
    ...(c.align ? { align: c.align } : {}),
    ...(c.hideBelow ? { hideBelow: c.hideBelow } : {}),
    ...(c.wrap ? { wrap: true } : {}),
  }));
  columns.push({
    key: 'enabled',
    header: t('resources.list.status'),
    cell: (row) => (
      <Badge tone={row.enabled ? 'success' : 'secondary'}>
        {t(row.enabled ? 'resources.list.enabled' : 'resources.list.disabled')}
      </Badge>
    ),
  });
  if (canWrite)
    columns.push({
      key: 'actions',
      header: t('resources.list.actions'),
      align: 'end',
      cell: (row) =>
        description.locked?.(row) ? null : (
          <RowActions
            item={row}
            busy={toggle.isPending}
            onEdit={() => setEditing({ item: row })}
            onToggle={() => toggle.mutate(row)}
            onDelete={() => setDeleting(row)}
          />
        ),
    });

  const filtered = settledKeyword !== '' || enabled !== '' || Object.keys(ownFilters).length > 0;
  const title = t(description.titleKey);
  return (
    <ListScreen
      title={title}
      actions={
        canWrite && (
          <div className={styles.headerActions}>
            {actions}
            <Button onClick={() => setEditing({ item: null })}>{t('resources.list.add')}</Button>
          </div>
        )
      }
      readOnly={!canWrite}
      filters={
        <>
          <SearchField paged={paged} />
          <FormField label={t('resources.list.status')} hideLabel className={styles.filter}>
            <Select
              value={enabled}
              options={[
                { value: '', label: t('resources.list.all') },
                { value: 'true', label: t('resources.list.enabled') },
                { value: 'false', label: t('resources.list.disabled') },
              ]}
              onChange={(event) => {
                setEnabled(enabledFilters.find((f) => f === event.target.value) ?? '');
                paged.setPageNumber(1);
              }}
            />
          </FormField>
          {toolbar}
        </>
      }
      columns={columns}
      paged={paged}
      filtered={filtered}
      emptyTitle={t('resources.list.emptyTitle')}
      emptyText={canWrite ? t('resources.list.emptyText') : undefined}
    >
      {editing && (
        <ResourceForm
          description={description}
          client={client}
          item={editing.item}
          open
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={t('resources.list.deleteTitle', { name: shown?.name ?? '' })}
        message={t('resources.list.deleteText')}
        confirmLabel={t('resources.list.delete')}
        {...(description.deleteNeedsName && shown ? { confirmText: shown.name } : {})}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ListScreen>
  );
}
