import { ApiError, type PropertyItem, type PropertySearchQuery } from '@clinic/api-client';
import {
  errors as errorCatalogue,
  type FormOwnerKind,
  FormOwnerKind as Owner,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Badge, Button, ConfirmDialog, Icon, Modal, type TableColumn, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../app/session';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { PagedTable, SearchField, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { EntityTabs } from './EntityTabs';
import { fieldTypeLabelKey, propertyDisplayName, sizeLabel } from './labels';
import { PropertyDrawer, propertiesQueryKey } from './PropertyDrawer';
import * as styles from './records.css';

const call = { screenId: ScreenId.Properties };
type PropertySort = NonNullable<PropertySearchQuery['sortBy']>;

/**
 * Screen 13 properties: the clinic's fields of patient records, check-in sheets and result sheets, one record
 * type at a time. The built-in ones carry a 'Mặc định' badge and only open to be read.
 */
export default function PropertiesScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const canWrite = useAbility().canScreen(ScreenId.Properties, PermissionLevel.Write);
  const [entityType, setEntityType] = useState<FormOwnerKind>(Owner.ClinicPatient);
  const [open, setOpen] = useState<{ property: PropertyItem | null } | null>(null);
  const [deleting, setDeleting] = useState<PropertyItem | null>(null);
  // The dialog fades out after the row is gone: it keeps showing the row it was opened for.
  const lastDeleting = useRef<PropertyItem | null>(null);
  if (deleting) lastDeleting.current = deleting;
  const paged = usePagedList<PropertyItem>({
    queryKey: [...propertiesQueryKey, entityType],
    fetch: ({ keyword, sortBy, sortDirection, ...paging }) =>
      api.properties.search(
        {
          ...paging,
          entityTypeId: entityType,
          ...(keyword ? { keyword } : {}),
          ...(sortBy ? { sortBy: sortBy as PropertySort, sortDirection: sortDirection ?? 'asc' } : {}),
        },
        call,
      ),
    debounceMs,
  });

  const remove = useMutation({
    mutationFn: (property: PropertyItem) => api.properties.remove(property.id, call),
    onSuccess: (_, property) => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
      toast.success(t('resources.list.deleted', { name: property.name }));
    },
    onError: (error, property) => {
      // The server's in-use text names the form; say what to do about it instead.
      const inUse = error instanceof ApiError && Number(error.code) === errorCatalogue.inUse.code;
      toast.error(
        inUse
          ? t('records.properties.deleteInForms', {
              name: property.name,
              count: Math.max(property.formCount, 1),
            })
          : (errorText(error) ?? ''),
      );
      setDeleting(null);
    },
  });

  const columns: TableColumn<PropertyItem>[] = [
    {
      key: 'name',
      header: t('records.properties.name'),
      sortable: true,
      cell: (p) => (
        <span className={styles.nameCell}>
          {propertyDisplayName(p, t)}
          {p.fixed && (
            <Badge tone="info">
              <Icon name="lock" size="sm" /> {t('records.fixed.badge')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'internalName',
      header: t('records.properties.internalName'),
      sortable: true,
      hideBelow: 'tablet',
      cell: (p) => <span className={styles.code}>{p.internalName}</span>,
    },
    {
      key: 'fieldType',
      header: t('records.properties.fieldType'),
      cell: (p) => t(fieldTypeLabelKey(p.fieldType)),
    },
    {
      key: 'size',
      header: t('records.properties.size'),
      hideBelow: 'desktop',
      cell: (p) => sizeLabel(p.size, t),
    },
    { key: 'formCount', header: t('records.properties.formCount'), align: 'end', cell: (p) => p.formCount },
    {
      key: 'actions',
      header: t('resources.list.actions'),
      align: 'end',
      cell: (p) => {
        const name = propertyDisplayName(p, t);
        const editable = canWrite && !p.fixed;
        return (
          <div className={resourceStyles.rowActions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t(editable ? 'resources.list.edit' : 'records.properties.view')} ${name}`}
              onClick={() => setOpen({ property: p })}
            >
              {t(editable ? 'resources.list.edit' : 'records.properties.view')}
            </Button>
            {editable && (
              <Button
                size="sm"
                variant="danger"
                aria-label={`${t('resources.list.delete')} ${name}`}
                onClick={() => setDeleting(p)}
              >
                {t('resources.list.delete')}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  const title = t('screen.properties');
  const shown = lastDeleting.current;
  const blocked = shown !== null && shown.formCount > 0;
  return (
    <Page
      wide
      title={title}
      text={t('records.properties.intro')}
      actions={
        canWrite && <Button onClick={() => setOpen({ property: null })}>{t('records.properties.add')}</Button>
      }
    >
      {!canWrite && <p className={resourceStyles.note}>{t('resources.list.readOnly')}</p>}
      <EntityTabs
        value={entityType}
        onChange={(next) => {
          setEntityType(next);
          paged.setPageNumber(1);
        }}
      />
      <div className={resourceStyles.toolbar}>
        <SearchField paged={paged} />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        emptyTitle={t('records.properties.emptyTitle')}
        emptyText={canWrite ? t('records.properties.emptyText') : undefined}
      />
      {open && (
        <PropertyDrawer
          property={open.property}
          entityType={entityType}
          readOnly={!canWrite}
          onClose={() => setOpen(null)}
        />
      )}
      {/* Still in a form: say so up front rather than let the server refuse. */}
      <Modal
        open={deleting !== null && blocked}
        role="alertdialog"
        size="md"
        title={t('records.properties.cannotDelete', { name: shown?.name ?? '' })}
        onClose={() => setDeleting(null)}
        footer={
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('records.properties.close')}
          </Button>
        }
      >
        <p className={styles.dialogText}>
          {t('records.properties.deleteInForms', { name: shown?.name ?? '', count: shown?.formCount ?? 0 })}
        </p>
      </Modal>
      <ConfirmDialog
        open={deleting !== null && !blocked}
        variant="danger"
        title={t('resources.list.deleteTitle', { name: shown?.name ?? '' })}
        message={t('records.properties.deleteText')}
        confirmLabel={t('resources.list.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
