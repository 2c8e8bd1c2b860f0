import { formatVnd } from '@clinic/i18n';
import { Button, buttonClassName, ConfirmDialog, Notice, useT } from '@clinic/ui';
import { Link } from 'wouter';
import * as styles from '../stock.css';
import type { SaveSheet } from './useSaveSheet';

export interface SheetTotals {
  lines: number;
  quantity: number;
  /** Known on an import (import prices); an export is priced by the server. */
  total?: number;
  totalCost?: number;
}

/** The editor's foot: live totals, the server's refusal and Save (Ctrl+Enter). */
export function SaveBar({ save, totals }: { save: SaveSheet; totals: SheetTotals }) {
  const { t } = useT();
  return (
    <>
      {save.refusal && (
        <Notice tone="warning">
          <span role="alert">{save.refusal}</span>
        </Notice>
      )}
      <div className={styles.footer}>
        <div className={styles.totals}>
          <span>{t('stock.editor.totalQuantity', { count: totals.quantity })}</span>
          {totals.total !== undefined && (
            <span>{t('stock.editor.total', { amount: formatVnd(totals.total) })}</span>
          )}
          {totals.totalCost !== undefined && (
            <span>{t('stock.editor.totalCost', { amount: formatVnd(totals.totalCost) })}</span>
          )}
        </div>
        <span className={styles.actions}>
          <span className={styles.muted}>{t('stock.editor.saveHint')}</span>
          <Link href="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('stock.editor.cancel')}
          </Link>
          <Button type="submit" loading={save.saving}>
            {t('stock.editor.save')}
          </Button>
        </span>
      </div>
    </>
  );
}

/**
 * The "a saved sheet is final" confirmation, with the totals. It is a form of its own: render it outside the
 * editor's form (a form inside a form submits the outer one).
 */
export function SaveConfirm({ save, totals }: { save: SaveSheet; totals: SheetTotals }) {
  const { t } = useT();
  const amount = formatVnd(totals.total ?? 0);
  return (
    <ConfirmDialog
      open={save.pending !== null}
      title={t('stock.editor.confirmTitle')}
      message={
        totals.total === undefined
          ? t('stock.editor.confirmExportText', { lines: totals.lines, quantity: totals.quantity })
          : t('stock.editor.confirmText', { lines: totals.lines, quantity: totals.quantity, amount })
      }
      confirmLabel={t('stock.editor.confirm')}
      loading={save.saving}
      onConfirm={save.confirm}
      onCancel={save.cancel}
    />
  );
}
