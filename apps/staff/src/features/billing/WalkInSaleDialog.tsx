import type { DiscountInput, InvoiceView, PatientListItem } from '@clinic/api-client';
import { AppError, fieldRefusal, invoiceAmounts, quantity, ScreenId } from '@clinic/domain';
import { MAX_INVOICE_QUANTITY } from '@clinic/domain/contracts';
import { formatVnd } from '@clinic/i18n';
import {
  Button,
  FormField,
  IconButton,
  Input,
  Modal,
  NumberInput,
  RadioGroup,
  Table,
  type TableColumn,
  useT,
} from '@clinic/ui';
import { useState } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { ProductPicker } from '../catalog/ProductPicker';
import { type Product, productKey } from '../catalog/products';
import { catalogClients } from '../catalog/queries';
import { PatientPicker } from '../patients/PatientPicker';
import * as styles from './billing.css';
import { DiscountField } from './DiscountField';
import { isApiError } from './payment';
import { useCreateInvoice } from './queries';

interface SaleLine {
  product: Product;
  quantity: number;
  discount: DiscountInput | null;
}

const priceCall = { screenId: ScreenId.Billing };

/** A product's price now, read again after the server said the total was wrong (a price changed meanwhile). */
async function currentPrice(product: Product): Promise<number> {
  if (product.kind === 'service') return (await catalogClients.services.get(product.id, priceCall)).price;
  if (product.kind === 'medicine') return (await catalogClients.medicines.get(product.id, priceCall)).price;
  return (await catalogClients.packages.get(product.id, priceCall)).salePrice;
}

/** A line's quantity by the invoice contract's rule: whole, 1 or more. */
const refuseQuantity = fieldRefusal(quantity(MAX_INVOICE_QUANTITY));

/** The lines' money by the server's own function; null when a discount is larger than its line or the sale. */
function preview(lines: readonly SaleLine[], discount: DiscountInput | null) {
  try {
    return invoiceAmounts(
      lines.map((l) => ({ unitPrice: l.product.price, quantity: l.quantity, discount: l.discount })),
      discount,
    );
  } catch (error) {
    if (AppError.is(error)) return null;
    throw error;
  }
}

/** Who buys: a patient of the clinic, or a walk-in customer the sale gives no record to. */
type Buyer = 'patient' | 'walkIn';

/**
 * A sale at the desk without a visit (medicines, packages, services): the patient (or a walk-in customer with no
 * record, known at most by a name and phone, who cannot buy a package), the lines and their discounts,
 * the total previewed as the server computes it and sent to be checked. When the server's total differs (a price
 * changed since the pick) its error shows and the lines take the prices of now, for the cashier to look again.
 */
export function WalkInSaleDialog({
  onClose,
  onCreated,
  debounceMs,
}: {
  onClose: () => void;
  onCreated: (invoice: InvoiceView) => void;
  debounceMs: number;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  // One key per opening: the dialog closes once the sale is made, and a resend after a refusal (a price changed)
  // may reuse it, as a refused call keeps no key.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateInvoice(idempotencyKey);
  const [buyer, setBuyer] = useState<Buyer>('patient');
  const [patient, setPatient] = useState<PatientListItem | null>(null);
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [discount, setDiscount] = useState<DiscountInput | null>(null);
  const amounts = preview(lines, discount);
  const walkIn = buyer === 'walkIn';
  const packageWithoutPatient = walkIn && lines.some((l) => l.product.kind === 'package');
  const refusedLine = lines.some((l) => refuseQuantity(l.quantity) !== null);
  const ready =
    (walkIn || patient !== null) &&
    lines.length > 0 &&
    amounts !== null &&
    !packageWithoutPatient &&
    !refusedLine;
  const setLine = (key: string, patch: Partial<SaleLine>) =>
    setLines((all) => all.map((l) => (productKey(l.product) === key ? { ...l, ...patch } : l)));

  const reloadPrices = async () => {
    const prices = await Promise.all(lines.map((l) => currentPrice(l.product).catch(() => l.product.price)));
    setLines((all) =>
      all.map((l, i) => ({ ...l, product: { ...l.product, price: prices[i] ?? l.product.price } })),
    );
  };
  const submit = () => {
    if (!ready || !amounts) return;
    create.mutate(
      {
        ...(walkIn
          ? { clinicPatientId: null, customerName: customerName.trim(), customerPhone: customerPhone.trim() }
          : { clinicPatientId: patient!.id }),
        items: lines.map((l) => ({
          [`${l.product.kind}Id`]: l.product.id,
          quantity: l.quantity,
          discount: l.discount,
        })),
        discount,
        total: amounts.total,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isApiError(error, 'totalMismatch')) void reloadPrices();
        },
      },
    );
  };

  const columns: TableColumn<SaleLine>[] = [
    { key: 'name', header: t('billing.lines.name'), wrap: true, cell: (l) => l.product.name },
    {
      key: 'price',
      header: t('billing.lines.unitPrice'),
      align: 'end',
      cell: (l) => formatVnd(l.product.price),
    },
    {
      key: 'quantity',
      header: t('billing.lines.quantity'),
      cell: (l) => (
        <NumberInput
          aria-label={t('billing.walkIn.quantityOf', { name: l.product.name })}
          className={styles.discountKind}
          min={1}
          max={MAX_INVOICE_QUANTITY}
          refuse={refuseQuantity}
          value={l.quantity}
          onChange={(quantity) => setLine(productKey(l.product), { quantity: quantity ?? 1 })}
        />
      ),
    },
    {
      key: 'discount',
      header: t('billing.lines.discount'),
      cell: (l) => (
        <DiscountField
          name={l.product.name}
          value={l.discount}
          onChange={(value) => setLine(productKey(l.product), { discount: value })}
        />
      ),
    },
    {
      key: 'total',
      header: t('billing.lines.total'),
      align: 'end',
      cell: (l) => {
        const index = lines.indexOf(l);
        const total = amounts?.lines[index]?.total;
        return total === undefined ? '—' : formatVnd(total);
      },
    },
    {
      key: 'remove',
      header: '',
      cell: (l) => (
        <IconButton
          icon="trash"
          aria-label={t('billing.walkIn.remove', { name: l.product.name })}
          onClick={() => setLines((all) => all.filter((x) => x !== l))}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      size="md"
      title={t('billing.walkIn.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('billing.walkIn.close')}
          </Button>
          <Button variant="primary" disabled={!ready} loading={create.isPending} onClick={submit}>
            {t('billing.walkIn.create')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <FormField label={t('billing.walkIn.buyer')}>
          <RadioGroup<Buyer>
            orientation="horizontal"
            value={buyer}
            onChange={setBuyer}
            options={[
              { value: 'patient', label: t('billing.walkIn.buyerPatient') },
              { value: 'walkIn', label: t('billing.walkIn.buyerWalkIn') },
            ]}
          />
        </FormField>
        {walkIn ? (
          <div className={styles.row}>
            <FormField label={t('billing.walkIn.customerName')}>
              <Input
                value={customerName}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => setCustomerName(e.target.value)}
              />
            </FormField>
            <FormField label={t('billing.walkIn.customerPhone')}>
              <Input
                type="tel"
                inputMode="tel"
                value={customerPhone}
                autoComplete="off"
                onChange={(e) => setCustomerPhone(e.target.value)}
              />
            </FormField>
          </div>
        ) : (
          <FormField label={t('billing.walkIn.patient')} required>
            <PatientPicker
              value={patient?.id ?? null}
              known={patient ?? undefined}
              onChange={setPatient}
              debounceMs={debounceMs}
            />
          </FormField>
        )}
        <FormField label={t('billing.walkIn.product')}>
          <ProductPicker
            screenId={ScreenId.Billing}
            debounceMs={debounceMs}
            label={t('billing.walkIn.product')}
            exclude={lines.map((l) => productKey(l.product))}
            onPick={(product) => setLines((all) => [...all, { product, quantity: 1, discount: null }])}
          />
        </FormField>
        {lines.length === 0 ? (
          <p className={styles.muted}>{t('billing.walkIn.noLines')}</p>
        ) : (
          <Table
            caption={t('billing.lines.caption')}
            columns={columns}
            rows={lines}
            rowKey={(l) => productKey(l.product)}
          />
        )}
        <dl className={styles.totals}>
          <dt className={styles.totalLabel}>{t('billing.lines.subtotal')}</dt>
          <dd className={styles.totalValue}>{amounts ? formatVnd(amounts.subtotal) : '—'}</dd>
          <dt className={styles.totalLabel}>{t('billing.lines.invoiceDiscount')}</dt>
          <dd className={styles.totalValue}>
            <DiscountField name={t('billing.discount.invoiceName')} value={discount} onChange={setDiscount} />
          </dd>
          <dt className={styles.totalLabel}>{t('billing.lines.grandTotal')}</dt>
          <dd className={styles.grandTotal} data-testid="walk-in-total">
            {amounts ? formatVnd(amounts.total) : t('billing.lines.negative')}
          </dd>
        </dl>
        {packageWithoutPatient && (
          <p className={styles.error} role="alert">
            {t('billing.walkIn.packageNeedsPatient')}
          </p>
        )}
        {create.isError && (
          <p className={styles.error} role="alert">
            {errorText(create.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
