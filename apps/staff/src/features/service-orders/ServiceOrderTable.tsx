import type { ServiceOrderItem } from '@clinic/api-client';
import { canRemoveServiceOrder, fieldRefusal, MAX_SERVICE_QUANTITY, TaskLane } from '@clinic/domain';
import { orderedServiceInput } from '@clinic/domain/contracts';
import { formatVnd } from '@clinic/i18n';
import { Badge, Button, NumberInput, Table, type Tone, useT } from '@clinic/ui';
import { useState } from 'react';
import * as styles from './serviceOrders.css';

/** A bought line the patient may pay a service with: active, of that service, with a use left. */
export interface UsableLine {
  lineId: number;
  packageName: string;
  remaining: number;
}

export const laneTone: Record<TaskLane, Tone> = {
  [TaskLane.Todo]: 'secondary',
  [TaskLane.Doing]: 'info',
  [TaskLane.Done]: 'success',
};

/** The contract's own quantity rule: what the table refuses is what the API would. */
const refuseQuantity = fieldRefusal(orderedServiceInput.shape.quantity.unwrap());

/**
 * A quantity typed in the table: sent when the field is left or Enter is pressed, and only if it changed and the
 * contract takes it. A refused value (−2, 0) stays as typed with its message, and nothing is sent. Keyed by the
 * server's quantity, so a change the server refused shows the server's number again.
 */
function QuantityCell({
  order,
  disabled,
  onCommit,
}: {
  order: ServiceOrderItem;
  disabled: boolean;
  onCommit: (quantity: number) => void;
}) {
  const { t } = useT();
  const [value, setValue] = useState<number | null>(order.quantity);
  const commit = () => {
    if (value === null) return setValue(order.quantity);
    if (refuseQuantity(value) === null && value !== order.quantity) onCommit(value);
  };
  return (
    <NumberInput
      className={styles.quantity}
      aria-label={t('serviceOrders.panel.quantityLabel', { name: order.name })}
      value={value}
      min={1}
      max={MAX_SERVICE_QUANTITY}
      refuse={refuseQuantity}
      disabled={disabled}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** The visit's ordered services: what, how many, the server's prices, its lane, and what may still change. */
export function ServiceOrderTable({
  orders,
  editable,
  usableLine,
  onQuantity,
  onRemove,
  onUsePackage,
  onPayInstead,
}: {
  orders: readonly ServiceOrderItem[];
  editable: boolean;
  usableLine: (serviceId: number) => UsableLine | null;
  onQuantity: (order: ServiceOrderItem, quantity: number) => void;
  onRemove: (order: ServiceOrderItem) => void;
  onUsePackage: (order: ServiceOrderItem, line: UsableLine) => void;
  onPayInstead: (order: ServiceOrderItem) => void;
}) {
  const { t } = useT();
  const byPackage = (o: ServiceOrderItem) => o.purchasedPackageItemId !== null;
  return (
    <Table
      caption={t('serviceOrders.title')}
      rows={orders}
      rowKey="id"
      columns={[
        {
          key: 'name',
          header: t('serviceOrders.panel.name'),
          wrap: true,
          cell: (o) => {
            const line =
              editable && !byPackage(o) && !o.paid && o.quantity === 1 ? usableLine(o.serviceId) : null;
            return (
              <div className={styles.nameCell}>
                <span>
                  <span className={styles.code}>{o.code}</span> {o.name}
                </span>
                <span className={styles.markers}>
                  {byPackage(o) && (
                    <Badge tone="primary" className={styles.wrappingBadge}>
                      {t('serviceOrders.panel.byPackage', { name: o.packageName ?? '' })}
                    </Badge>
                  )}
                  {o.paid && <Badge tone="success">{t('serviceOrders.panel.paid')}</Badge>}
                  {line && (
                    <Button size="sm" variant="secondary" onClick={() => onUsePackage(o, line)}>
                      {t('serviceOrders.panel.usePackage', {
                        name: line.packageName,
                        remaining: line.remaining,
                      })}
                    </Button>
                  )}
                </span>
              </div>
            );
          },
        },
        {
          key: 'quantity',
          header: t('serviceOrders.panel.quantity'),
          align: 'end',
          cell: (o) =>
            editable && !o.paid && !byPackage(o) ? (
              <QuantityCell
                key={o.quantity}
                order={o}
                disabled={false}
                onCommit={(quantity) => onQuantity(o, quantity)}
              />
            ) : (
              o.quantity
            ),
        },
        {
          // The unit price shows under the total when more than one is ordered: the column stays narrow enough
          // for the exam screen's main column (ordering sits beside the patient's summary).
          key: 'total',
          header: t('serviceOrders.panel.total'),
          align: 'end',
          cell: (o) => (
            <span className={styles.totalCell}>
              {formatVnd(o.total)}
              {o.quantity > 1 && (
                <span className={styles.unitPrice}>
                  {t('serviceOrders.panel.unitPrice', { price: formatVnd(o.price) })}
                </span>
              )}
            </span>
          ),
        },
        {
          key: 'lane',
          header: t('serviceOrders.panel.lane'),
          cell: (o) => <Badge tone={laneTone[o.lane]}>{t(`serviceOrders.lanes.${o.lane}`)}</Badge>,
        },
        {
          key: 'actions',
          header: t('resources.list.actions'),
          align: 'end',
          cell: (o) =>
            editable ? (
              <span className={styles.rowActions}>
                {byPackage(o) && !o.paid && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('serviceOrders.panel.payInsteadLabel', { name: o.name })}
                    onClick={() => onPayInstead(o)}
                  >
                    {t('serviceOrders.panel.payInstead')}
                  </Button>
                )}
                {canRemoveServiceOrder(o) && (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('serviceOrders.panel.removeLabel', { name: o.name })}
                    onClick={() => onRemove(o)}
                  >
                    {t('serviceOrders.panel.remove')}
                  </Button>
                )}
              </span>
            ) : null,
        },
      ]}
    />
  );
}
