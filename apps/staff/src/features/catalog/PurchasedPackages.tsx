import { type PurchasedPackage, purchasedPackagesClient } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import {
  Badge,
  Button,
  Combobox,
  ConfirmDialog,
  EmptyState,
  FormField,
  Table,
  type Tone,
  toast,
  useT,
} from '@clinic/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useDebounced } from '../../shared/resources/useDebounced';
import * as styles from './catalog.css';
import { useProductChoices } from './products';

const call = { screenId: ScreenId.PurchasedPackages };
const purchased = purchasedPackagesClient(api);
const keyOf = (patientId: number) => ['catalog', 'purchased-packages', patientId] as const;

const stateTone: Record<PurchasedPackage['state'], Tone> = {
  inCart: 'warning',
  active: 'success',
  expired: 'danger',
  exhausted: 'secondary',
  revoked: 'danger',
};

/**
 * Screen 22 on the patient's details: the packages in the patient's cart and those bought, each with its state,
 * expiry and what every line has left; an Approved package is put in the cart from here, and a line still in the
 * cart can be taken out (a paid one never). Billing turns cart lines into bought packages.
 */
export function PurchasedPackages({
  patientId,
  debounceMs = 300,
}: {
  patientId: number;
  debounceMs?: number;
}) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const canWrite = useAbility().canScreen(ScreenId.PurchasedPackages, PermissionLevel.Write);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [removing, setRemoving] = useState<PurchasedPackage | null>(null);
  const keyword = useDebounced(text.trim(), debounceMs);
  const list = useQuery({
    queryKey: keyOf(patientId),
    queryFn: ({ signal }) => purchased.list(patientId, { ...call, signal }),
  });
  // Only Approved packages sell: the product picker's search of them, by code or name without diacritics.
  const sellable = useProductChoices(keyword, ['package'], ScreenId.PurchasedPackages, canWrite);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyOf(patientId) });
  const add = useMutation({
    mutationFn: (packageId: number) => purchased.add(patientId, packageId, call),
    onSuccess: (line) => {
      setPicked(null);
      void refresh();
      toast.success(t('catalog.purchasedPackages.added', { name: line.name }));
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });
  const remove = useMutation({
    mutationFn: (line: PurchasedPackage) => purchased.remove(patientId, line.id, call),
    onSuccess: () => {
      setRemoving(null);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });

  const rows = list.data ?? [];
  return (
    <div className={styles.picker}>
      {canWrite && (
        <div className={styles.pickerAdd}>
          <FormField label={t('catalog.purchasedPackages.pick')} hideLabel className={styles.pickerSelect}>
            <Combobox<number>
              options={(sellable.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.code} · ${p.name}`,
                description: formatVnd(p.price),
              }))}
              value={picked}
              filter={false}
              loading={sellable.isFetching}
              placeholder={t('catalog.purchasedPackages.pick')}
              onInputChange={setText}
              onChange={setPicked}
            />
          </FormField>
          <Button
            variant="secondary"
            disabled={picked === null}
            loading={add.isPending}
            onClick={() => picked !== null && add.mutate(picked)}
          >
            {t('catalog.purchasedPackages.addToCart')}
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        <EmptyState
          size="sm"
          icon="tag"
          title={list.isError ? (errorText(list.error) ?? '') : t('catalog.purchasedPackages.none')}
        />
      ) : (
        <Table
          caption={t('screen.purchasedPackages')}
          rows={rows}
          rowKey="id"
          columns={[
            {
              key: 'name',
              header: t('catalog.packages.name'),
              wrap: true,
              cell: (p) => (
                <span>
                  {p.code} · {p.name}
                  <span className={styles.lineMeta}>{formatVnd(p.salePrice)}</span>
                </span>
              ),
            },
            {
              key: 'state',
              header: t('catalog.packages.status'),
              cell: (p) => (
                <Badge tone={stateTone[p.state]}>{t(`catalog.purchasedPackages.states.${p.state}`)}</Badge>
              ),
            },
            {
              key: 'items',
              header: t('catalog.purchasedPackages.remaining'),
              wrap: true,
              cell: (p) => (
                <ul className={styles.lines}>
                  {p.items.map((item) => (
                    <li key={item.id}>
                      {item.name}: {item.remaining}/{item.count}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'expiresAt',
              header: t('catalog.purchasedPackages.expiresAt'),
              cell: (p) =>
                p.expiresAt
                  ? formatClinicDateTime(p.expiresAt, timeZone)
                  : t('catalog.purchasedPackages.afterPayment', { days: p.expireAfterDays }),
            },
            {
              key: 'actions',
              header: t('resources.list.actions'),
              align: 'end',
              cell: (p) =>
                canWrite && p.state === 'inCart' ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('catalog.purchasedPackages.removeLabel', { name: p.name })}
                    onClick={() => setRemoving(p)}
                  >
                    {t('catalog.purchasedPackages.removeShort')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        variant="danger"
        title={t('catalog.purchasedPackages.removeTitle', { name: removing?.name ?? '' })}
        message={t('catalog.purchasedPackages.removeText')}
        confirmLabel={t('catalog.purchasedPackages.remove')}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
