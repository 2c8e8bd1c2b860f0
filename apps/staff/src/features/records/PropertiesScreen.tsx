import { ApiError, type PropertyItem, type PropertySearchQuery } from '@clinic/api-client';
import {
  errors as errorCatalogue,
  type FormOwnerKind,
  FormOwnerKind as Owner,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, ConfirmDialog, Modal, type TableColumn, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { ListScreen } from '../../shared/resources/ListScreen';
import { SearchField, usePagedList } from '../../shared/resources/PagedList';
import { EditDeleteActions } from '../../shared/resources/RowActions';
import { useDeleting } from '../../shared/resources/useDeleting';
import { EntityTabs } from './EntityTabs';
import { FixedName } from './FixedName';
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
  const { deleting, setDeleting, shown } = useDeleting<PropertyItem>();
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
      cell: (p) => <FixedName name={propertyDisplayName(p, t)} fixed={p.fixed} />,
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
      cell: (p) => (
        <EditDeleteActions
          name={propertyDisplayName(p, t)}
          editable={canWrite && !p.fixed}
          deletable={canWrite && !p.fixed}
          onOpen={() => setOpen({ property: p })}
          onDelete={() => setDeleting(p)}
        />
      ),
    },
  ];

  const title = t('screen.properties');
  const blocked = shown !== null && shown.formCount > 0;
  return (
    <ListScreen
      title={title}
      text={t('records.properties.intro')}
      actions={
        canWrite && <Button onClick={() => setOpen({ property: null })}>{t('records.properties.add')}</Button>
      }
      readOnly={!canWrite}
      tabs={<EntityTabs value={entityType} onChange={paged.filterSetter(setEntityType)} />}
      filters={<SearchField paged={paged} />}
      columns={columns}
      paged={paged}
      emptyTitle={t('records.properties.emptyTitle')}
      emptyText={canWrite ? t('records.properties.emptyText') : undefined}
    >
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
    </ListScreen>
  );
}
