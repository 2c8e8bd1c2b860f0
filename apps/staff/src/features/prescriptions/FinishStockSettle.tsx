import type { PrescriptionItem } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { prescriptionInput } from '@clinic/domain/contracts';
import { toast, useT } from '@clinic/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { lineOfSaved, linesFormSchema } from './lineForm';
import { prescriptionClients, prescriptionKeys } from './queries';
import { StockSettleDialog } from './StockSettleDialog';
import { prescriptionShortages, type Shortage, type StockChoice, settleLines } from './stockSettle';

const exam = { screenId: ScreenId.TodayExaminations };
const saveSchema = linesFormSchema(prescriptionInput);

/**
 * "Kết thúc khám" refused because the stock moved since the prescription was saved: the same choice as at save,
 * applied to the saved prescription, which is saved again before finishing is tried again. `takes(error)` says
 * whether the refusal was this one (the dialog then opens); render `dialog` beside the finish button.
 */
export function useFinishStockSettle(appointmentId: number, finishAgain: () => Promise<unknown>) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [shortages, setShortages] = useState<Shortage[] | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (choices: Map<number, StockChoice>) => {
    setBusy(true);
    try {
      const saved = await prescriptionClients.prescriptions.get(appointmentId, exam);
      if (!saved) return setShortages(null);
      const settled = settleLines(saved.items.map(lineOfSaved), shortages ?? [], choices);
      if (settled.replaced.length) {
        // Replacing is the doctor's pick in the prescription panel: nothing is saved for them here.
        setShortages(null);
        toast.info(t('prescriptions.stockSettle.replaceHint', { names: settled.replaced.join(', ') }));
        return;
      }
      // The settled lines go through the editor's own schema, so the body is the panel's, field for field.
      const body = saveSchema.parse({
        appointmentId,
        diagnoses: saved.diagnoses.map(({ code }) => ({ code })),
        diagnosis: saved.diagnosis,
        advice: saved.advice,
        reExamDate: saved.reExamDate,
        items: settled.items,
      });
      const answer: PrescriptionItem = await prescriptionClients.prescriptions.save(body, exam);
      queryClient.setQueryData(prescriptionKeys.ofVisit(appointmentId), answer);
      setShortages(null);
      await finishAgain();
    } catch (error) {
      const again = prescriptionShortages(error);
      if (again) setShortages(again);
      else toast.error(errorText(error) ?? '');
    } finally {
      setBusy(false);
    }
  };

  return {
    takes: (error: unknown) => {
      const short = prescriptionShortages(error);
      if (short) setShortages(short);
      return short !== null;
    },
    dialog: (
      <StockSettleDialog
        shortages={shortages}
        busy={busy}
        onApply={(choices) => void apply(choices)}
        onClose={() => setShortages(null)}
      />
    ),
  };
}
