import { localDate, pregnancyFromLmp, pregnancyFromUltrasound } from '@clinic/domain';
import { formatDate, formatLongDate } from '@clinic/i18n';
import { Button, DatePicker, FormField, Modal, NumberInput, RadioGroup, useT } from '@clinic/ui';
import { useState } from 'react';
import { useClinicTimeZone } from '../../app/clinicTime';
import * as styles from './calculators.css';
import { enterPicks } from './enterPicks';

type Mode = 'lmp' | 'ultrasound';

/**
 * The pregnancy date calculator: from the last menstrual period, or from an ultrasound date and the gestational age
 * measured then; the due date and today's gestational age update as the doctor types (domain calculators.ts).
 * "Use this date" hands the due date to the field that opened it, when the caller offers one.
 */
export function PregnancyCalculatorDialog({
  open,
  onPick,
  onClose,
}: {
  open: boolean;
  /** Fills a date field with the due date 'YYYY-MM-DD', when the caller offers one. */
  onPick?: (dueDate: string) => void;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const today = localDate(new Date(), useClinicTimeZone());
  const [mode, setMode] = useState<Mode>('lmp');
  const [lmp, setLmp] = useState<string | null>(null);
  const [scanDate, setScanDate] = useState<string | null>(today);
  const [weeks, setWeeks] = useState<number | null>(null);
  const [days, setDays] = useState<number | null>(0);

  const outcome =
    mode === 'lmp'
      ? lmp
        ? pregnancyFromLmp(lmp, today)
        : null
      : scanDate && weeks !== null
        ? pregnancyFromUltrasound(scanDate, { weeks, days: days ?? 0 }, today)
        : null;
  const dates = outcome?.ok ? outcome.value : null;
  const pick = () => {
    if (dates && onPick) {
      onPick(dates.dueDate);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      size="md"
      title={t('labResults.calc.pregnancy.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('labResults.calc.close')}
          </Button>
          {onPick && (
            <Button disabled={!dates} onClick={pick}>
              {t('labResults.calc.use')}
            </Button>
          )}
        </>
      }
    >
      {/* Enter in a field picks the date (a control that uses Enter itself, the date picker, stops it first). */}
      <form
        className={styles.body}
        onKeyDown={(event) => enterPicks(event, pick)}
        onSubmit={(event) => {
          event.preventDefault();
          pick();
        }}
      >
        <FormField label={t('labResults.calc.pregnancy.mode')}>
          <RadioGroup<Mode>
            orientation="horizontal"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'lmp', label: t('labResults.calc.pregnancy.byLmp') },
              { value: 'ultrasound', label: t('labResults.calc.pregnancy.byUltrasound') },
            ]}
          />
        </FormField>
        {mode === 'lmp' ? (
          <FormField label={t('labResults.calc.pregnancy.lmp')}>
            <DatePicker value={lmp} max={today} onChange={setLmp} data-autofocus />
          </FormField>
        ) : (
          <div className={styles.row}>
            <FormField label={t('labResults.calc.pregnancy.ultrasoundDate')}>
              <DatePicker value={scanDate} max={today} onChange={setScanDate} />
            </FormField>
            <FormField label={t('labResults.calc.pregnancy.weeks')}>
              <NumberInput value={weeks} min={0} max={42} onChange={setWeeks} />
            </FormField>
            <FormField label={t('labResults.calc.pregnancy.days')}>
              <NumberInput value={days} min={0} max={6} onChange={setDays} />
            </FormField>
          </div>
        )}
        <output className={styles.result} aria-live="polite">
          {outcome === null && <p className={styles.hint}>{t('labResults.calc.pregnancy.hint')}</p>}
          {outcome && !outcome.ok && (
            <p className={styles.problem}>{t(`labResults.calc.pregnancy.errors.${outcome.error}`)}</p>
          )}
          {dates && (
            <>
              <span className={styles.resultLine}>
                <span className={styles.resultLabel}>{t('labResults.calc.pregnancy.dueDate')}</span>
                <span className={styles.resultValue}>{formatLongDate(dates.dueDate, lang)}</span>
              </span>
              <span className={styles.resultLine}>
                <span className={styles.resultLabel}>{t('labResults.calc.pregnancy.age')}</span>
                <span className={styles.resultValue}>
                  {dates.gestationalAge
                    ? t('labResults.calc.pregnancy.ageValue', {
                        weeks: dates.gestationalAge.weeks,
                        days: dates.gestationalAge.days,
                      })
                    : t('labResults.calc.pregnancy.notYet')}
                </span>
              </span>
              {mode === 'ultrasound' && (
                <span className={styles.resultLine}>
                  <span className={styles.resultLabel}>{t('labResults.calc.pregnancy.equivalentLmp')}</span>
                  <span>{formatDate(dates.lmp)}</span>
                </span>
              )}
            </>
          )}
        </output>
      </form>
    </Modal>
  );
}
