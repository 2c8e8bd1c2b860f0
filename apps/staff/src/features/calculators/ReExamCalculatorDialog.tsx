import { localDate, ReExamUnit, reExamDate } from '@clinic/domain';
import { formatLongDate } from '@clinic/i18n';
import { Button, Checkbox, DatePicker, FormField, Modal, NumberInput, Select, useT } from '@clinic/ui';
import { useState } from 'react';
import { useClinicTimeZone } from '../../app/clinicTime';
import * as styles from './calculators.css';
import { enterPicks } from './enterPicks';

/** The counts doctors give most: one click each. */
const quickPicks = [
  { key: 'd7', count: 7, unit: ReExamUnit.Days },
  { key: 'd14', count: 14, unit: ReExamUnit.Days },
  { key: 'm1', count: 1, unit: ReExamUnit.Months },
  { key: 'm3', count: 3, unit: ReExamUnit.Months },
] as const;

/**
 * The re-examination date calculator: a start day (today unless given), N days, weeks or months (months are
 * calendar months, clamped to the month's end), optionally moved off a Sunday; the date and its weekday show as
 * the numbers change, and Enter or "Use this date" hands it back.
 */
export function ReExamCalculatorDialog({
  open,
  from,
  onPick,
  onClose,
}: {
  open: boolean;
  /** 'YYYY-MM-DD' to count from; today when absent. */
  from?: string;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const today = localDate(new Date(), useClinicTimeZone());
  const [start, setStart] = useState<string | null>(from ?? today);
  const [count, setCount] = useState<number | null>(7);
  const [unit, setUnit] = useState<ReExamUnit>(ReExamUnit.Days);
  const [avoidSunday, setAvoidSunday] = useState(true);

  const outcome = start && count !== null ? reExamDate(start, count, unit, avoidSunday) : null;
  const date = outcome?.ok ? outcome.value : null;
  const pick = () => {
    if (!date) return;
    onPick(date.date);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('labResults.calc.reExam.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('labResults.calc.close')}
          </Button>
          <Button disabled={!date} onClick={pick}>
            {t('labResults.calc.use')}
          </Button>
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
        <FormField label={t('labResults.calc.reExam.from')}>
          <DatePicker value={start} onChange={setStart} />
        </FormField>
        <div className={styles.row}>
          <FormField label={t('labResults.calc.reExam.count')}>
            <NumberInput value={count} min={0} max={999} onChange={setCount} data-autofocus />
          </FormField>
          <FormField label={t('labResults.calc.reExam.unit')}>
            <Select
              value={unit}
              onChange={(event) => setUnit(event.target.value as ReExamUnit)}
              options={Object.values(ReExamUnit).map((u) => ({
                value: u,
                label: t(`labResults.calc.reExam.units.${u}`),
              }))}
            />
          </FormField>
        </div>
        <fieldset className={styles.chips} aria-label={t('labResults.calc.reExam.quick')}>
          {quickPicks.map((p) => (
            <Button
              key={p.key}
              size="sm"
              variant={count === p.count && unit === p.unit ? 'primary' : 'secondary'}
              aria-pressed={count === p.count && unit === p.unit}
              onClick={() => {
                setCount(p.count);
                setUnit(p.unit);
              }}
            >
              {t(`labResults.calc.reExam.chip.${p.key}`)}
            </Button>
          ))}
        </fieldset>
        <Checkbox
          label={t('labResults.calc.reExam.avoidSunday')}
          checked={avoidSunday}
          onChange={(event) => setAvoidSunday(event.target.checked)}
        />
        <output className={styles.result} aria-live="polite">
          {outcome && !outcome.ok && (
            <p className={styles.problem}>{t(`labResults.calc.reExam.errors.${outcome.error}`)}</p>
          )}
          {date && (
            <span className={styles.resultLine}>
              <span className={styles.resultLabel}>{t('labResults.calc.reExam.result')}</span>
              <span className={styles.resultValue}>{formatLongDate(date.date, lang)}</span>
            </span>
          )}
          {date?.movedFromSunday && <span className={styles.hint}>{t('labResults.calc.reExam.moved')}</span>}
        </output>
      </form>
    </Modal>
  );
}
