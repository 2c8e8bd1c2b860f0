import { fetchAll, type StockSheetView, stockClient } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { Button, toast, useT } from '@clinic/ui';
import { useState } from 'react';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicClock, loadAllMedicines, useWorkbookTexts } from './shared';
import type { WorkbookTexts } from './texts';
import {
  buildImportTemplate,
  buildStockOnHandWorkbook,
  buildStockSheetWorkbook,
  downloadWorkbook,
  type Workbook,
} from './workbook';

/** A button that builds a workbook and downloads it: busy while it works, a failure as a toast. */
function DownloadButton({
  label,
  build,
}: {
  label: string;
  build: (texts: WorkbookTexts) => Promise<[Workbook, string]>;
}) {
  const { t } = useT();
  const texts = useWorkbookTexts();
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const [workbook, fileName] = await build(texts);
      await downloadWorkbook(workbook, fileName);
    } catch (error) {
      toast.error(errorText(error) ?? '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      loading={busy}
      loadingLabel={t('stockFiles.exporting')}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}

/** "Download template": the import template (.xlsx) with the clinic's medicines on a second sheet. */
export function DownloadImportTemplateButton() {
  const { t } = useT();
  return (
    <DownloadButton
      label={t('stockFiles.downloadTemplate')}
      build={async (texts) => {
        const medicines = (await loadAllMedicines()).filter((medicine) => medicine.enabled);
        return [await buildImportTemplate(texts, medicines), 'mau-phieu-nhap-kho.xlsx'];
      }}
    />
  );
}

/** "Export to Excel" of stock on hand (every page of the current search). */
export function ExportStockOnHandButton({ keyword }: { keyword?: string }) {
  const { t } = useT();
  return (
    <DownloadButton
      label={t('stockFiles.export')}
      build={async (texts) => {
        const stock = stockClient(api);
        const rows = await fetchAll((paging) =>
          stock.stockOnHand({ keyword, ...paging }, { screenId: ScreenId.StockOnHand }),
        );
        return [await buildStockOnHandWorkbook(texts, rows), `ton-kho-${clinicClock().today}.xlsx`];
      }}
    />
  );
}

/** "Export to Excel" of one saved sheet. */
export function ExportStockSheetButton({ sheet }: { sheet: StockSheetView }) {
  const { t } = useT();
  return (
    <DownloadButton
      label={t('stockFiles.export')}
      build={async (texts) => [
        await buildStockSheetWorkbook(texts, sheet, clinicClock().timeZone),
        `${sheet.code}.xlsx`,
      ]}
    />
  );
}
