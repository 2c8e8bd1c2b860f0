import type { PatientListItem } from '@clinic/api-client';
import { isPhone, normalizePhone, type PatientDuplicateQuery } from '@clinic/domain';
import { Button, ConfirmDialog, Notice, useT } from '@clinic/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../shared/resources/useDebounced';
import * as styles from './patients.css';

type FindDuplicates = (query: PatientDuplicateQuery) => Promise<PatientListItem[]>;

/** Cache key of one name and phone's existing records ('patients' first: saving a patient refreshes it). */
const duplicatesKey = (fullName: string, phone: string) =>
  ['patients', 'duplicates', fullName, phone] as const;

/** A name and phone worth asking about: a name, and a phone the API accepts (normalised as it stores phones). */
function typedPerson(fullName: string, phone: string): PatientDuplicateQuery | null {
  const name = fullName.trim().replace(/\s+/g, ' ');
  return name !== '' && isPhone(phone) ? { fullName: name, phone: normalizePhone(phone) } : null;
}

/**
 * Keeps a second record of one person from being made by accident: while a new patient's name and phone are typed,
 * the clinic's records with the same phone and name (accents ignored) are looked up, for the form to offer; and
 * `guard(create)` creates at once when there are none, else only after the user confirms a second record in `dialog`.
 */
export function useDuplicatePatients(find: FindDuplicates, fullName: string, phone: string) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const settledName = useDebounced(fullName, 400);
  const settledPhone = useDebounced(phone, 400);
  const person = typedPerson(settledName, settledPhone);
  const shown = useQuery({
    queryKey: duplicatesKey(person?.fullName ?? '', person?.phone ?? ''),
    queryFn: () => find(person as PatientDuplicateQuery),
    enabled: person !== null,
  });
  const [asking, setAsking] = useState<{ matches: PatientListItem[]; create: () => void } | null>(null);

  async function guard(create: () => void) {
    const now = typedPerson(fullName, phone);
    // A failed look-up does not block the record: the server still checks everything else.
    const matches = now
      ? await queryClient
          .fetchQuery({
            queryKey: duplicatesKey(now.fullName, now.phone),
            queryFn: () => find(now),
            staleTime: 5_000,
          })
          .catch(() => [])
      : [];
    if (matches.length === 0) create();
    else setAsking({ matches, create });
  }

  const first = asking?.matches[0];
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={t('patients.duplicates.confirmTitle')}
      message={first && t('patients.duplicates.confirmText', { who: whoText(first) })}
      confirmLabel={t('patients.duplicates.confirm')}
      cancelLabel={t('patients.duplicates.back')}
      onConfirm={() => {
        asking?.create();
        setAsking(null);
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return { matches: person ? (shown.data ?? []) : [], guard, dialog };
}

const whoText = (p: PatientListItem) => [p.code, p.fullName, p.yearOfBirth].filter(Boolean).join(' · ');

/** The existing records of the person being typed, each with a way to it ('Mở hồ sơ này', 'Dùng hồ sơ này'). */
export function DuplicatePatients({
  matches,
  actionLabel,
  onPick,
  className,
}: {
  matches: readonly PatientListItem[];
  className?: string;
  actionLabel: string;
  onPick: (patient: PatientListItem) => void;
}) {
  const { t } = useT();
  if (matches.length === 0) return null;
  return (
    <Notice className={className}>
      <p className={styles.noticeTitle}>{t('patients.duplicates.found')}</p>
      <ul className={styles.duplicates}>
        {matches.map((p) => (
          <li key={p.id} className={styles.duplicate}>
            <span>
              <strong>{p.fullName}</strong> · <span className={styles.code}>{p.code}</span>
              {p.yearOfBirth ? ` · ${p.yearOfBirth}` : ''} · {p.phone}
            </span>
            <Button size="sm" variant="secondary" onClick={() => onPick(p)}>
              {actionLabel}
            </Button>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
