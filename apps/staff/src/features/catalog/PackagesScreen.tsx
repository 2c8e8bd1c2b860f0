import type { PackageItem } from '@clinic/api-client';
import {
  mayApprovePackage,
  PackageAction,
  PackageStatus,
  PermissionLevel,
  packageActionsFor,
  ScreenId,
} from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import {
  Badge,
  Button,
  ConfirmDialog,
  FormField,
  Select,
  type TableColumn,
  type Tone,
  toast,
  useT,
} from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { PagedTable, SearchField, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { authState } from '../../state/auth';
import * as styles from './catalog.css';
import { PackageDrawer, packageTypeOptions } from './PackageDrawer';
import { catalogClients, catalogKeys } from './queries';

const call = { screenId: ScreenId.Packages };

export const packageStatusTone: Record<PackageStatus, Tone> = {
  draft: 'secondary',
  waitForApprove: 'warning',
  approved: 'success',
  disabled: 'danger',
};

/** The workflow moves sent as they are; editing opens the drawer, and two moves that stop a sale ask first. */
type Move = Exclude<PackageAction, 'edit'>;
const asksFirst: readonly Move[] = [PackageAction.ReturnToDraft, PackageAction.Disable];

const moveLabel: Record<Move, string> = {
  submit: 'catalog.packages.submit',
  approve: 'catalog.packages.approve',
  returnToDraft: 'catalog.packages.returnToDraft',
  disable: 'resources.list.disable',
  enable: 'resources.list.enable',
};

type Dialog =
  | { kind: 'edit' | 'view'; item: PackageItem | null }
  | { kind: 'confirm'; item: PackageItem; move: Move };

/**
 * Screen 19: the clinic's service packages, searched by code or name without diacritics and filtered by status and
 * type, with the workflow's buttons as its one transition table allows them (package-flow.ts) and the caller may
 * use them: Write on screen 19, and never approving one's own submission unless Owner or Admin.
 */
export default function PackagesScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const canWrite = useAbility().canScreen(ScreenId.Packages, PermissionLevel.Write);
  const me = useSnapshot(authState).userData;
  const [status, setStatus] = useState<PackageStatus | ''>('');
  const [type, setType] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const paged = usePagedList<PackageItem>({
    queryKey: [...catalogKeys.packages, { status, type }],
    fetch: ({ pageSize, pageNumber, keyword, sortBy, sortDirection }) =>
      catalogClients.packages.search(
        {
          pageSize,
          pageNumber,
          ...(sortBy ? { sortBy: sortBy as 'code', sortDirection: sortDirection ?? 'asc' } : {}),
        },
        {
          ...(keyword ? { keyword } : {}),
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
        } as never,
        call,
      ),
    debounceMs,
  });
  const move = useMutation({
    mutationFn: ({ item, action }: { item: PackageItem; action: Move }) => {
      const packages = catalogClients.packages;
      if (action === PackageAction.Disable || action === PackageAction.Enable)
        return packages.setEnabled(item.id, action === PackageAction.Enable, call);
      return packages[action](item.id, call);
    },
    onSuccess: (saved) => {
      setDialog(null);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.packages });
      toast.success(
        t('catalog.packagesScreen.moved', {
          name: saved.name,
          status: t(`catalog.packageStatuses.${saved.status}`),
        }),
      );
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });
  const act = (item: PackageItem, action: Move) => {
    if (asksFirst.includes(action)) setDialog({ kind: 'confirm', item, move: action });
    else move.mutate({ item, action });
  };

  /** The moves the row offers: the table's, for a writer, and approval only to whoever may approve it. */
  const movesOf = (item: PackageItem): Move[] =>
    canWrite
      ? (packageActionsFor(item.status).filter((a) => a !== PackageAction.Edit) as Move[]).filter(
          (a) =>
            a !== PackageAction.Approve ||
            (me !== null &&
              mayApprovePackage({ userId: me.id, roleKind: me.roleKind as never }, item.submittedBy)),
        )
      : [];

  const columns: TableColumn<PackageItem>[] = [
    { key: 'code', header: t('catalog.packages.code'), sortable: true },
    {
      key: 'name',
      header: t('catalog.packages.name'),
      sortable: true,
      wrap: true,
      // The type under the name: one column less, so the workflow's buttons fit a 1366 px desktop.
      cell: (p) => (
        <span>
          {p.name}
          <span className={styles.lineMeta}>{t(`catalog.packageTypes.${p.type}`)}</span>
        </span>
      ),
    },
    {
      key: 'price',
      header: t('catalog.packagesScreen.salePrice'),
      sortable: true,
      align: 'end',
      cell: (p) => (
        <span>
          {formatVnd(p.salePrice)}
          {p.promotionPrice !== null && <s className={styles.lineMeta}>{formatVnd(p.price)}</s>}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('catalog.packages.status'),
      cell: (p) => (
        <Badge tone={packageStatusTone[p.status]}>{t(`catalog.packageStatuses.${p.status}`)}</Badge>
      ),
    },
    {
      key: 'actions',
      header: t('resources.list.actions'),
      align: 'end',
      cell: (p) => {
        const editable = canWrite && packageActionsFor(p.status).includes(PackageAction.Edit);
        return (
          <span className={resourceStyles.rowActions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDialog({ kind: editable ? 'edit' : 'view', item: p })}
            >
              {t(editable ? 'catalog.packagesScreen.edit' : 'catalog.packagesScreen.view')}
            </Button>
            {movesOf(p).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={
                  action === PackageAction.Approve || action === PackageAction.Submit
                    ? 'primary'
                    : 'secondary'
                }
                disabled={move.isPending}
                onClick={() => act(p, action)}
              >
                {t(moveLabel[action] as never)}
              </Button>
            ))}
          </span>
        );
      },
    },
  ];

  const title = t('screen.packages');
  const filtered = paged.settledKeyword !== '' || status !== '' || type !== '';
  const confirming = dialog?.kind === 'confirm' ? dialog : null;
  return (
    <Page
      wide
      title={title}
      actions={
        canWrite && (
          <Button onClick={() => setDialog({ kind: 'edit', item: null })}>
            {t('catalog.packagesScreen.add')}
          </Button>
        )
      }
    >
      {!canWrite && <p className={resourceStyles.note}>{t('resources.list.readOnly')}</p>}
      <div className={resourceStyles.toolbar}>
        <SearchField paged={paged} />
        <FormField label={t('catalog.packages.status')} hideLabel className={resourceStyles.filter}>
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PackageStatus | '');
              paged.setPageNumber(1);
            }}
            options={[
              { value: '', label: t('catalog.packagesScreen.allStatuses') },
              ...Object.values(PackageStatus).map((s) => ({
                value: s,
                label: t(`catalog.packageStatuses.${s}`),
              })),
            ]}
          />
        </FormField>
        <FormField label={t('catalog.packages.type')} hideLabel className={resourceStyles.filter}>
          <Select
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              paged.setPageNumber(1);
            }}
            options={[
              { value: '', label: t('catalog.packagesScreen.allTypes') },
              ...packageTypeOptions.map((v) => ({ value: v, label: t(`catalog.packageTypes.${v}`) })),
            ]}
          />
        </FormField>
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        filtered={filtered}
        emptyTitle={t('catalog.packagesScreen.emptyTitle')}
        emptyText={t('catalog.packagesScreen.emptyText')}
      />
      {(dialog?.kind === 'edit' || dialog?.kind === 'view') && (
        <PackageDrawer item={dialog.item} readOnly={dialog.kind === 'view'} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={confirming !== null}
        variant="danger"
        title={
          confirming
            ? t(
                confirming.move === PackageAction.Disable
                  ? 'catalog.packagesScreen.disableTitle'
                  : 'catalog.packagesScreen.returnToDraftTitle',
                { name: confirming.item.name },
              )
            : ''
        }
        message={
          confirming?.move === PackageAction.Disable
            ? t('catalog.packagesScreen.disableText')
            : t('catalog.packagesScreen.returnToDraftText')
        }
        confirmLabel={confirming ? t(moveLabel[confirming.move] as never) : ''}
        loading={move.isPending}
        onConfirm={() => confirming && move.mutate({ item: confirming.item, action: confirming.move })}
        onCancel={() => setDialog(null)}
      />
    </Page>
  );
}
