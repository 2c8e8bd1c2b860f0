import { type PaperSize, type PrintKind, paperSizes, type ScreenId } from '@clinic/domain';
import { Button, type ButtonVariant, Select, useT } from '@clinic/ui';
import * as styles from './print.css';
import { usePrint } from './usePrint';

export interface PrintButtonProps {
  kind: PrintKind;
  /** What `kind` prints from (see usePrint); null disables the button. */
  id: number | null;
  /** The button's text; 'In đơn thuốc'… by kind unless given. */
  label?: string;
  disabled?: boolean;
  /** Why it is disabled, as its tooltip. */
  disabledReason?: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  screenId?: ScreenId;
}

/**
 * "In đơn thuốc" and its kind's siblings: one button that prints the document (the clinic's .docx template when it
 * set one, else the built-in template), with the paper size beside it (remembered per kind on this device).
 */
export function PrintButton({
  kind,
  id,
  label,
  disabled = false,
  disabledReason,
  variant = 'secondary',
  size = 'md',
  screenId,
}: PrintButtonProps) {
  const { t } = useT();
  const printing = usePrint(kind, id, screenId === undefined ? {} : { screenId });
  const text = label ?? t(`printing.buttons.${kind}`);
  const off = disabled || id === null;
  return (
    <span className={styles.group}>
      <Button
        variant={variant}
        size={size}
        loading={printing.busy}
        loadingLabel={t('printing.preparing')}
        disabled={off}
        title={off ? disabledReason : undefined}
        onClick={printing.print}
        onPointerEnter={off ? undefined : printing.prefetch}
        onFocus={off ? undefined : printing.prefetch}
      >
        {text}
      </Button>
      <Select
        className={styles.paper}
        size={size}
        aria-label={t('printing.paperFor', { document: text })}
        value={printing.paper}
        disabled={off || printing.busy}
        onChange={(event) => printing.setPaper(event.target.value as PaperSize)}
        options={paperSizes.map((paper) => ({ value: paper, label: t(`printing.papers.${paper}`) }))}
      />
      {printing.element}
    </span>
  );
}
