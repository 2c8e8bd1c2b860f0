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
/** Cache key of the records holding one phone under a name other than the one typed. */
const sharedPhoneKey = (fullName: string, phone: string) =>
  ['patients', 'shared-phone', fullName, phone] as const;

/** A name and phone worth asking about: a name, and a phone the API accepts (normalised as it stores phones). */
function typedPerson(fullName: string, phone: string): PatientDuplicateQuery | null {
  const name = fullName.trim().replace(/\s+/g, ' ');
  return name !== '' && isPhone(phone) ? { fullName: name, phone: normalizePhone(phone) } : null;
}

/**
 * Keeps a second record of one person from being made by accident: while a new patient's name and phone are typed,
 * the clinic's records with the same phone and name (accents ignored) are looked up, for the form to offer, and so
 * are the records holding the phone under another name (`shared`: a family's phone, or a slip in the name); and
 * `guard(create)` creates at once when there are neither, else only after the user chooses in `dialog`: an
 * existing record (from the notice) or a new one.
 */
export function useDuplicatePatients(
  find: FindDuplicates,
  fullName: string,
  phone: string,
  findShared?: FindDuplicates,
) {
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
  const sharedShown = useQuery({
    queryKey: sharedPhoneKey(person?.fullName ?? '', person?.phone ?? ''),
    queryFn: () => findShared!(person as PatientDuplicateQuery),
    enabled: person !== null && findShared !== undefined,
  });
  const [asking, setAsking] = useState<{
    kind: 'samePerson' | 'sharedPhone';
    matches: PatientListItem[];
    create: () => void;
  } | null>(null);

  async function guard(create: () => void) {
    const now = typedPerson(fullName, phone);
    // A failed look-up does not block the record: the server still checks everything else.
    const lookUp = (key: readonly unknown[], finder: FindDuplicates | undefined) =>
      now && finder
        ? queryClient
            .fetchQuery({ queryKey: key, queryFn: () => finder(now), staleTime: 5_000 })
            .catch(() => [] as PatientListItem[])
        : Promise.resolve([] as PatientListItem[]);
    const matches = await lookUp(duplicatesKey(now?.fullName ?? '', now?.phone ?? ''), find);
    if (matches.length > 0) return setAsking({ kind: 'samePerson', matches, create });
    const shared = await lookUp(sharedPhoneKey(now?.fullName ?? '', now?.phone ?? ''), findShared);
    if (shared.length > 0) return setAsking({ kind: 'sharedPhone', matches: shared, create });
    create();
  }

  const first = asking?.matches[0];
  const sharedPhone = asking?.kind === 'sharedPhone';
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={t(sharedPhone ? 'patients.sharedPhone.confirmTitle' : 'patients.duplicates.confirmTitle')}
      message={
        first &&
        (sharedPhone
          ? t('patients.sharedPhone.confirmText', {
              phone: first.phone,
              who: asking!.matches.map(whoText).join('; '),
              name: fullName.trim(),
            })
          : t('patients.duplicates.confirmText', { who: whoText(first) }))
      }
      confirmLabel={t(sharedPhone ? 'patients.sharedPhone.confirm' : 'patients.duplicates.confirm')}
      cancelLabel={t('patients.duplicates.back')}
      onConfirm={() => {
        asking?.create();
        setAsking(null);
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return {
    matches: person ? (shown.data ?? []) : [],
    shared: person ? (sharedShown.data ?? []) : [],
    guard,
    dialog,
  };
}

const whoText = (p: PatientListItem) => [p.code, p.fullName, p.yearOfBirth].filter(Boolean).join(' · ');

/**
 * The existing records of the person being typed, each with a way to it ('Mở hồ sơ này', 'Dùng hồ sơ này'); else
 * the records that hold the typed phone under another name, offered the same way (a family shares one phone, so a
 * new record stays possible).
 */
export function DuplicatePatients({
  matches,
  shared = [],
  actionLabel,
  onPick,
  className,
}: {
  matches: readonly PatientListItem[];
  shared?: readonly PatientListItem[];
  className?: string;
  actionLabel: string;
  onPick: (patient: PatientListItem) => void;
}) {
  const { t } = useT();
  if (matches.length === 0 && shared.length === 0) return null;
  const samePerson = matches.length > 0;
  return (
    <Notice className={className}>
      <p className={styles.noticeTitle}>
        {samePerson ? t('patients.duplicates.found') : t('patients.sharedPhone.found')}
      </p>
      <ul className={styles.duplicates}>
        {(samePerson ? matches : shared).map((p) => (
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
