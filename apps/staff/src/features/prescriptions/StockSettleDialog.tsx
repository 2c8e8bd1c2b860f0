import { Button, Modal, RadioGroup, useT } from '@clinic/ui';
import { useEffect, useState } from 'react';
import * as styles from './prescriptions.css';
import { defaultChoice, type Shortage, type StockChoice } from './stockSettle';

/**
 * Asks the doctor, line by line, what happens to each medicine the usable stock cannot cover (at save and at
 * finish): reduce to what is left, replace, the patient buys it outside, or written only. `onApply` gets the
 * choices by medicine; the caller saves with them.
 */
export function StockSettleDialog({
  shortages,
  busy = false,
  onApply,
  onClose,
}: {
  /** null: closed. */
  shortages: readonly Shortage[] | null;
  busy?: boolean;
  onApply: (choices: Map<number, StockChoice>) => unknown;
  onClose: () => void;
}) {
  const { t } = useT();
  const [choices, setChoices] = useState(new Map<number, StockChoice>());
  useEffect(() => {
    if (shortages) setChoices(new Map(shortages.map((s) => [s.medicineId, defaultChoice(s)])));
  }, [shortages]);
  return (
    <Modal
      open={shortages !== null}
      title={t('prescriptions.stockSettle.title')}
      role="alertdialog"
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.actions.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onApply(choices)}>
            {t('prescriptions.stockSettle.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.panel}>
        <p>{t('prescriptions.stockSettle.intro')}</p>
        {(shortages ?? []).map((shortage) => (
          <fieldset key={shortage.medicineId} className={styles.settleLine}>
            <legend className={styles.settleName}>
              {shortage.name} · {t('prescriptions.stockSettle.asked', shortage)}
            </legend>
            <RadioGroup<StockChoice>
              aria-label={shortage.name}
              value={choices.get(shortage.medicineId) ?? defaultChoice(shortage)}
              onChange={(choice) => setChoices(new Map(choices).set(shortage.medicineId, choice))}
              options={[
                {
                  value: 'reduce',
                  label: t('prescriptions.stockSettle.reduce', shortage),
                  disabled: shortage.usable < 1,
                },
                { value: 'replace', label: t('prescriptions.stockSettle.replace') },
                { value: 'outside', label: t('prescriptions.stockSettle.outside') },
                { value: 'written', label: t('prescriptions.stockSettle.written') },
              ]}
            />
          </fieldset>
        ))}
      </div>
    </Modal>
  );
}
