import type { PrescriptionTemplate } from '@clinic/api-client';
import { Combobox, ConfirmDialog, useT } from '@clinic/ui';
import { useState } from 'react';
import { useDebounced } from '../../shared/resources/useDebounced';
import * as styles from './prescriptions.css';
import { useTemplateChoices } from './queries';

/**
 * "Apply a template": a search over the clinic's enabled prescription templates; choosing one hands it on at
 * once, or first asks when the prescription already has lines it would replace.
 */
export function TemplatePicker({
  lineCount,
  onApply,
  disabled,
  debounceMs = 300,
}: {
  /** Lines the prescription has now: any, and applying asks first. */
  lineCount: number;
  onApply: (template: PrescriptionTemplate) => void;
  disabled: boolean;
  debounceMs?: number;
}) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [asking, setAsking] = useState<PrescriptionTemplate | null>(null);
  const keyword = useDebounced(text.trim(), debounceMs);
  const found = useTemplateChoices(keyword, !disabled);
  const templates = found.data?.pageData ?? [];
  return (
    <div className={styles.templatePicker}>
      <Combobox<number>
        aria-label={t('prescriptions.applyTemplate')}
        placeholder={t('prescriptions.applyTemplate')}
        options={templates.map((tpl) => ({
          value: tpl.id,
          label: tpl.name,
          description: tpl.diagnosis ?? t('prescriptions.lineCount', { count: tpl.items.length }),
        }))}
        value={null}
        filter={false}
        loading={found.isFetching}
        disabled={disabled}
        emptyText={t('prescriptions.noTemplate')}
        onInputChange={setText}
        onChange={(id) => {
          const template = templates.find((tpl) => tpl.id === id);
          if (!template) return;
          if (lineCount > 0) setAsking(template);
          else onApply(template);
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('prescriptions.replaceTitle')}
        message={t('prescriptions.replaceMessage', { name: asking?.name ?? '', count: lineCount })}
        confirmLabel={t('prescriptions.replace')}
        variant="danger"
        onConfirm={() => {
          if (asking) onApply(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
