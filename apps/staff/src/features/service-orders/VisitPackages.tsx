import type { PurchasedPackage } from '@clinic/api-client';
import { formatVnd } from '@clinic/i18n';
import { Badge, Button, Table, type Tone, useT } from '@clinic/ui';
import * as styles from './serviceOrders.css';

const stateTone: Record<PurchasedPackage['state'], Tone> = {
  inCart: 'warning',
  active: 'success',
  expired: 'danger',
  exhausted: 'secondary',
  revoked: 'danger',
};

/** The packages sold in the visit: in the patient's cart until billing is paid; a cart line may be taken out. */
export function VisitPackages({
  packages,
  editable,
  onRemove,
}: {
  packages: readonly PurchasedPackage[];
  editable: boolean;
  onRemove: (sold: PurchasedPackage) => void;
}) {
  const { t } = useT();
  return (
    <section aria-label={t('serviceOrders.panel.packagesTitle')} className={styles.panel}>
      <h3 className={styles.sectionTitle}>{t('serviceOrders.panel.packagesTitle')}</h3>
      {packages.length === 0 ? (
        <p className={styles.muted}>{t('serviceOrders.panel.noPackages')}</p>
      ) : (
        <Table
          caption={t('serviceOrders.panel.packagesTitle')}
          rows={packages}
          rowKey="id"
          columns={[
            {
              key: 'name',
              header: t('serviceOrders.panel.packageName'),
              wrap: true,
              cell: (p) => `${p.code} · ${p.name}`,
            },
            {
              key: 'state',
              header: t('serviceOrders.panel.packageState'),
              cell: (p) => (
                <Badge tone={stateTone[p.state]}>{t(`catalog.purchasedPackages.states.${p.state}`)}</Badge>
              ),
            },
            {
              key: 'price',
              header: t('serviceOrders.panel.packagePrice'),
              align: 'end',
              cell: (p) => formatVnd(p.salePrice),
            },
            {
              key: 'actions',
              header: t('resources.list.actions'),
              align: 'end',
              cell: (p) =>
                editable && p.state === 'inCart' ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('serviceOrders.panel.removePackageLabel', { name: p.name })}
                    onClick={() => onRemove(p)}
                  >
                    {t('serviceOrders.panel.remove')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
    </section>
  );
}
