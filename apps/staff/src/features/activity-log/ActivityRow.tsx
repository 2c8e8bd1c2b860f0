import type { ActivityLog } from '@clinic/api-client';
import { ActivityAction, activityActionKey, activityEntityTypeKey } from '@clinic/domain';
import type { TranslationKey } from '@clinic/i18n';
import { Button, useT, visuallyHidden } from '@clinic/ui';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatClinicDateTime } from '../../app/clinicTime';
import { clinicState } from '../../state/clinic';
import * as styles from './activityLog.css';
import { recordPath } from './links';

// One log row: "<b>Nguyễn Văn A</b> đã cập nhật bệnh nhân BN000123 — Trần Thị B", its time on the clinic's clock,
// and the changed fields' before and after folded under it.

type Changes = Record<string, [unknown, unknown]>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** `details.changes` when it has the stored shape (older rows have none). */
export function changesOf(details: Record<string, unknown>): Changes | null {
  const changes = details.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const entries = Object.entries(changes).filter(([, pair]) => Array.isArray(pair) && pair.length === 2);
  return entries.length ? (Object.fromEntries(entries) as Changes) : null;
}

/** The record as the row names it: its code and name when the row kept them, else its id. */
export function recordLabel(row: ActivityLog): string {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const code = text(row.details.code);
  const name = text(row.details.name) ?? text(row.details.email);
  if (code && name) return `${code} — ${name}`;
  return code ?? name ?? (row.entityId !== null ? `#${row.entityId}` : '');
}

/** Splits a translated sentence at the markers standing for the parts the screen renders itself. */
function place(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(⟪\w+⟫)/).map((piece, i) => {
    const name = /^⟪(\w+)⟫$/.exec(piece)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence never move.
    return <Fragment key={i}>{name ? parts[name] : piece}</Fragment>;
  });
}

function useValueText(timeZone: string) {
  const { t } = useT();
  const { doctors, locations } = useSnapshot(clinicState);
  return (field: string, value: unknown): ReactNode => {
    if (value === null || value === undefined || value === '')
      return <span className={styles.empty}>{t('activityLog.changes.empty')}</span>;
    if (typeof value === 'boolean') return value ? t('activityLog.changes.yes') : t('activityLog.changes.no');
    if (field === 'doctorId') return doctors.find((d) => d.id === value)?.name ?? `#${String(value)}`;
    if (field === 'locationId') return locations.find((l) => l.id === value)?.name ?? `#${String(value)}`;
    if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatClinicDateTime(value, timeZone);
    if (Array.isArray(value)) return value.map(String).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

export function ActivityRow({ row, timeZone }: { row: ActivityLog; timeZone: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const valueText = useValueText(timeZone);
  const changes = changesOf(row.details);
  const actionKey = activityActionKey[row.action];
  const entityKey = activityEntityTypeKey[row.entityType];
  const path = recordPath(row);
  const label = recordLabel(row);
  const user = row.userFullName ?? (row.userId === null ? t('activityLog.system') : t('activityLog.someone'));
  const ownVerb = row.action >= ActivityAction.ScheduleUpdateSingleToSingle;
  const sentence = t(ownVerb ? 'activityLog.sentenceNoEntity' : 'activityLog.sentence', {
    user: '⟪user⟫',
    action: t(`activityLog.verb.${actionKey}` as TranslationKey),
    entity: t(`activityLog.entity.${entityKey}` as TranslationKey),
    record: '⟪record⟫',
  });
  const fieldLabel = (field: string) => {
    const key = `activityLog.field.${field}` as TranslationKey;
    const text = t(key);
    return text === key ? field : text;
  };
  const count = changes ? Object.keys(changes).length : 0;

  return (
    <li className={styles.item}>
      <div className={styles.line}>
        <p className={styles.sentence}>
          {place(sentence, {
            user: <strong className={styles.actor}>{user}</strong>,
            record: path ? <Link href={path}>{label}</Link> : label,
          })}
        </p>
        <time className={styles.time} dateTime={row.createdAt}>
          {formatClinicDateTime(row.createdAt, timeZone)}
        </time>
      </div>
      {changes && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('activityLog.changes.hide') : t('activityLog.changes.show', { count })}
        </Button>
      )}
      {changes && open && (
        <table id={tableId} className={styles.changes}>
          <caption className={visuallyHidden}>{t('activityLog.changes.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t('activityLog.changes.field')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('activityLog.changes.before')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('activityLog.changes.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(changes).map(([field, [was, now]]) => (
              <tr key={field}>
                <th scope="row" className={styles.headCell}>
                  {fieldLabel(field)}
                </th>
                <td className={`${styles.cell} ${styles.before}`}>{valueText(field, was)}</td>
                <td className={`${styles.cell} ${styles.after}`}>{valueText(field, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
