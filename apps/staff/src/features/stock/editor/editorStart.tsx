import type { StockSheetItem } from '@clinic/api-client';
import { Notice, useT } from '@clinic/ui';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { useStockSheet } from '../queries';

/**
 * How an editor starts: from "Tạo phiếu điều chỉnh" of a saved sheet it carries `?ref=<sheet id>&reason=…`, so
 * the new sheet refers to the one it corrects. A reason the editor's type does not have is ignored.
 */
export function useEditorStart(reasons: readonly string[]) {
  const params = new URLSearchParams(useSearch());
  const ref = Number(params.get('ref'));
  const reason = params.get('reason');
  return {
    refSheetId: Number.isInteger(ref) && ref > 0 ? ref : null,
    reason: reason && reasons.includes(reason) ? reason : null,
  };
}

/** "This sheet corrects sheet PN000012", with a link to it. */
export function CorrectingNotice({ refSheetId }: { refSheetId: number | null }) {
  return refSheetId === null ? null : <Correcting id={refSheetId} />;
}

function Correcting({ id }: { id: number }) {
  const { t } = useT();
  const sheet = useStockSheet(id);
  const code = sheet.data?.code ?? `#${id}`;
  return (
    <Notice tone="info">
      <Link href={`/${id}`}>{t('stock.editor.correcting', { code })}</Link>
    </Notice>
  );
}

/**
 * A correcting sheet starts from the lines of the sheet it corrects (same medicines, lots and quantities), once,
 * when that sheet has loaded and the editor has no line yet; the user then keeps only what was wrong.
 */
export function usePrefillFromRef(
  refSheetId: number | null,
  hasLines: boolean,
  fill: (items: StockSheetItem[]) => void,
) {
  const sheet = useStockSheet(refSheetId ?? 0, refSheetId !== null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !sheet.data || hasLines) return;
    done.current = true;
    fill(sheet.data.items);
  }, [sheet.data, hasLines, fill]);
}
