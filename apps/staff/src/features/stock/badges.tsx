import { MedicineLotExpiry, StockLevel, StockSheetType } from '@clinic/domain';
import { Badge, useT } from '@clinic/ui';

// The stock screens' small labels: a lot's expiry state, a medicine's level, a sheet's type and reason.

const expiry = {
  [MedicineLotExpiry.InDate]: { tone: 'success', key: 'stock.expiry.inDate' },
  [MedicineLotExpiry.NearExpiration]: { tone: 'warning', key: 'stock.expiry.nearExpiration' },
  [MedicineLotExpiry.Expired]: { tone: 'danger', key: 'stock.expiry.expired' },
} as const;

export function ExpiryBadge({ state }: { state: number | null }) {
  const { t } = useT();
  const known = state === null ? undefined : expiry[state as MedicineLotExpiry];
  return known ? <Badge tone={known.tone}>{t(known.key)}</Badge> : null;
}

export function LevelBadge({ level }: { level: number }) {
  const { t } = useT();
  const low = level === StockLevel.LowInStock;
  return (
    <Badge tone={low ? 'warning' : 'success'}>
      {t(low ? 'stock.level.lowInStock' : 'stock.level.inStock')}
    </Badge>
  );
}

export function TypeBadge({ type }: { type: number }) {
  const { t } = useT();
  const isImport = type === StockSheetType.Import;
  return (
    <Badge tone={isImport ? 'info' : 'secondary'}>
      {t(isImport ? 'stock.type.import' : 'stock.type.export')}
    </Badge>
  );
}

/** A reason's words; a reason this version does not know shows as sent. */
export function useReasonLabel() {
  const { t } = useT();
  return (reason: string) => {
    const key = `stock.reasons.${reason}`;
    const text = t(key as 'stock.reasons.sale');
    return text === key ? reason : text;
  };
}

/** A signed quantity of a move: '+10' into a lot, '−3' out of it. */
export const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : `−${Math.abs(quantity)}`);
