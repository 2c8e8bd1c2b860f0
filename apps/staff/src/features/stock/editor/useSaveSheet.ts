import type { StockSheetInput } from '@clinic/api-client';
import { toast, useT } from '@clinic/ui';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { applyServerFieldErrors } from '../../../shared/forms/forms';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { useCreateSheet } from '../queries';

/**
 * An editor's save: the form is checked, a confirmation says the sheet is final, then the sheet is created under
 * the editor's one idempotency key (made when the editor opens), so a retry or a double click saves it once. A
 * refusal lands on the lines it names (`body.items.2.quantity`) and as a message; a saved sheet opens.
 */
export function useSaveSheet<F extends FieldValues>(
  form: UseFormReturn<F, unknown, StockSheetInput>,
  lineFields: readonly string[],
) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateSheet(idempotencyKey);
  const [pending, setPending] = useState<StockSheetInput | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const ask = form.handleSubmit((body) => {
    setRefusal(null);
    setPending(body);
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const sheet = await create.mutateAsync(pending);
      toast.success(t('stock.editor.saved', { code: sheet.code }));
      navigate(`/${sheet.id}`);
    } catch (error) {
      setPending(null);
      const lines = (pending.items as unknown[]).length;
      const names = ['reason', 'supplierId', 'note', 'items'];
      for (let i = 0; i < lines; i += 1) names.push(...lineFields.map((field) => `items.${i}.${field}`));
      applyServerFieldErrors(error, form.setError, names);
      setRefusal(errorText(error) ?? null);
    }
  };

  return {
    ask,
    pending,
    cancel: () => setPending(null),
    confirm,
    saving: create.isPending,
    refusal,
  };
}
export type SaveSheet = ReturnType<typeof useSaveSheet>;
