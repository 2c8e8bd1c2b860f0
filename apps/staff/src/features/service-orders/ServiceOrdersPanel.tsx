import type {
  AppointmentItem,
  AppointmentServicesInput,
  PurchasedPackage,
  ServiceOrderItem,
} from '@clinic/api-client';
import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { ConfirmDialog, EmptyState, FormField, Select, Spinner, toast, useT } from '@clinic/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { ProductPicker } from '../catalog/ProductPicker';
import { type Product, productKey } from '../catalog/products';
import {
  serviceOrderKeys,
  useOrderTemplates,
  usePatientPackages,
  useSaveServices,
  useVisitPackages,
  useVisitServices,
} from './queries';
import { ServiceOrderTable, type UsableLine } from './ServiceOrderTable';
import * as styles from './serviceOrders.css';
import { VisitPackages } from './VisitPackages';

type Input = Required<AppointmentServicesInput>;
type Removal = { kind: 'service'; order: ServiceOrderItem } | { kind: 'package'; sold: PurchasedPackage };

const inputOf = (services: readonly ServiceOrderItem[], packages: readonly PurchasedPackage[]): Input => ({
  services: services.map((o) => ({
    serviceId: o.serviceId,
    quantity: o.quantity,
    purchasedPackageItemId: o.purchasedPackageItemId,
  })),
  packages: packages.map((p) => ({ packageId: p.packageId })),
});

/**
 * The exam screen's service ordering: the visit's services with the server's prices and lanes, and the packages
 * sold in it. Every change (add with the picker or a template, a quantity, a removal, paying by a bought package
 * or not) saves the whole list at once; the table always shows what the server answered, so a refused change
 * leaves it as it was with the server's reason in a toast. Changes made quickly one after another are sent in
 * turn, each on the list the one before left.
 */
export function ServiceOrdersPanel({
  appointment,
  editable,
  debounceMs = 300,
}: {
  appointment: AppointmentItem;
  editable: boolean;
  /** The picker's typing pause before it searches (0 in tests). */
  debounceMs?: number;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const canWrite =
    editable &&
    ability.canScreen(ScreenId.TodayExaminations, PermissionLevel.Write) &&
    ability.hasFeature(AppointmentFeature.Examination);
  const services = useVisitServices(appointment.id);
  const packages = useVisitPackages(appointment.id);
  const bought = usePatientPackages(appointment.clinicPatientId, canWrite);
  const templates = useOrderTemplates(canWrite);
  const save = useSaveServices(appointment.id, appointment.clinicPatientId);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const turn = useRef<Promise<void>>(Promise.resolve());

  /** Applies `edit` to the list as the server last answered it and saves the result; null saves nothing. */
  const change = (edit: (input: Input) => Input | null, done?: (input: Input) => string) => {
    turn.current = turn.current.then(async () => {
      const now = inputOf(
        queryClient.getQueryData<ServiceOrderItem[]>(serviceOrderKeys.services(appointment.id)) ?? [],
        queryClient.getQueryData<PurchasedPackage[]>(serviceOrderKeys.packages(appointment.id)) ?? [],
      );
      const next = edit(now);
      if (!next) return;
      try {
        await save.mutateAsync(next);
        toast.success(done?.(next) ?? t('serviceOrders.panel.saved'));
      } catch (error) {
        toast.error(errorText(error) ?? '');
      }
    });
  };

  /** The patient's active bought line for `serviceId` with a use left, the one expiring first. */
  const usableLine = (serviceId: number): UsableLine | null => {
    for (const p of bought.data ?? []) {
      if (p.state !== 'active') continue;
      const item = p.items.find((i) => i.serviceId === serviceId && i.remaining > 0);
      if (item) return { lineId: item.id, packageName: p.name, remaining: item.remaining };
    }
    return null;
  };

  const orderService = (serviceId: number) => {
    const line = usableLine(serviceId);
    return { serviceId, quantity: 1, purchasedPackageItemId: line?.lineId ?? null };
  };

  const pick = (product: Product) => {
    if (product.kind === 'package') {
      change((input) => ({ ...input, packages: [...input.packages, { packageId: product.id }] }));
      return;
    }
    const line = usableLine(product.id);
    change(
      (input) =>
        input.services.some((s) => s.serviceId === product.id)
          ? null
          : { ...input, services: [...input.services, orderService(product.id)] },
      () =>
        line
          ? t('serviceOrders.panel.usedPackage', { name: line.packageName, service: product.name })
          : t('serviceOrders.panel.saved'),
    );
  };

  const applyTemplate = (templateId: number) => {
    const template = templates.data?.find((tpl) => tpl.id === templateId);
    if (!template) return;
    let added = 0;
    change(
      (input) => {
        const missing = template.serviceIds.filter((id) => !input.services.some((s) => s.serviceId === id));
        added = missing.length;
        if (!missing.length) {
          toast.info(t('serviceOrders.panel.templateNothing', { name: template.name }));
          return null;
        }
        return { ...input, services: [...input.services, ...missing.map(orderService)] };
      },
      () => t('serviceOrders.panel.templateApplied', { count: added, name: template.name }),
    );
  };

  const replaceOrder = (order: ServiceOrderItem, patch: Partial<Input['services'][number]>) =>
    change((input) => ({
      ...input,
      services: input.services.map((s) => (s.serviceId === order.serviceId ? { ...s, ...patch } : s)),
    }));

  const confirmRemoval = () => {
    const target = removing;
    setRemoving(null);
    if (target?.kind === 'service')
      change((input) => ({
        ...input,
        services: input.services.filter((s) => s.serviceId !== target.order.serviceId),
      }));
    if (target?.kind === 'package')
      change((input) => ({
        ...input,
        packages: input.packages.filter((p) => p.packageId !== target.sold.packageId),
      }));
  };

  if (services.isPending || packages.isPending) return <Spinner fullHeight={false} />;
  if (services.isError || packages.isError)
    return <EmptyState size="sm" icon="alert" title={errorText(services.error ?? packages.error) ?? ''} />;

  const orders = services.data;
  const sold = packages.data;
  const servicesTotal = orders.reduce((sum, o) => sum + o.total, 0);
  const packagesTotal = sold.reduce((sum, p) => sum + p.salePrice, 0);
  const chosen = [
    ...orders.map((o) => productKey({ kind: 'service', id: o.serviceId })),
    ...sold.map((p) => productKey({ kind: 'package', id: p.packageId })),
  ];

  return (
    <div className={styles.panel}>
      {canWrite ? (
        <div className={styles.toolbar}>
          <FormField label={t('serviceOrders.panel.pick')} hideLabel className={styles.picker}>
            <ProductPicker
              screenId={ScreenId.TodayExaminations}
              kinds={['service', 'package']}
              exclude={chosen}
              label={t('serviceOrders.panel.pick')}
              debounceMs={debounceMs}
              onPick={pick}
            />
          </FormField>
          <FormField label={t('serviceOrders.panel.fromTemplate')} hideLabel className={styles.template}>
            <Select
              value=""
              placeholder={
                templates.data?.length === 0
                  ? t('serviceOrders.panel.noTemplates')
                  : t('serviceOrders.panel.fromTemplate')
              }
              disabled={!templates.data?.length}
              options={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
              onChange={(event) => event.target.value && applyTemplate(Number(event.target.value))}
            />
          </FormField>
        </div>
      ) : (
        !editable && <p className={styles.muted}>{t('serviceOrders.panel.readOnly')}</p>
      )}
      {orders.length === 0 ? (
        <EmptyState
          size="sm"
          title={t('serviceOrders.panel.empty')}
          description={canWrite ? t('serviceOrders.panel.emptyHint') : undefined}
        />
      ) : (
        <ServiceOrderTable
          orders={orders}
          editable={canWrite}
          usableLine={usableLine}
          onQuantity={(order, quantity) => replaceOrder(order, { quantity })}
          onRemove={(order) => setRemoving({ kind: 'service', order })}
          onUsePackage={(order, line) => replaceOrder(order, { purchasedPackageItemId: line.lineId })}
          onPayInstead={(order) => replaceOrder(order, { purchasedPackageItemId: null })}
        />
      )}
      <VisitPackages
        packages={sold}
        editable={canWrite}
        onRemove={(p) => setRemoving({ kind: 'package', sold: p })}
      />
      <dl className={styles.totals}>
        <dt className={styles.totalLabel}>{t('serviceOrders.panel.servicesTotal')}</dt>
        <dd className={styles.totalValue}>{formatVnd(servicesTotal)}</dd>
        <dt className={styles.totalLabel}>{t('serviceOrders.panel.packagesTotal')}</dt>
        <dd className={styles.totalValue}>{formatVnd(packagesTotal)}</dd>
        <dt className={`${styles.totalLabel} ${styles.grandTotal}`}>{t('serviceOrders.panel.visitTotal')}</dt>
        <dd className={`${styles.totalValue} ${styles.grandTotal}`}>
          {formatVnd(servicesTotal + packagesTotal)}
        </dd>
      </dl>
      <ConfirmDialog
        open={removing !== null}
        variant="danger"
        title={
          removing?.kind === 'package'
            ? t('serviceOrders.panel.removePackageTitle', { name: removing.sold.name })
            : t('serviceOrders.panel.removeTitle', { name: removing?.order.name ?? '' })
        }
        message={
          removing?.kind === 'package'
            ? t('serviceOrders.panel.removePackageText')
            : t('serviceOrders.panel.removeText')
        }
        confirmLabel={t('serviceOrders.panel.remove')}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
