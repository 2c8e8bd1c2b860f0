import { ActivityAction, ActivityEntityType, activityActionKey, activityEntityTypeKey } from '@clinic/domain';
import { formatCount, type TranslationKey } from '@clinic/i18n';
import {
  Button,
  DatePicker,
  EmptyState,
  FormField,
  Input,
  Pagination,
  Select,
  Spinner,
  useT,
} from '@clinic/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as resourceStyles from '../../shared/resources/resources.css';
import { useDebounced } from '../../shared/resources/useDebounced';
import { todayIn } from '../schedules/calendar';
import { ActivityRow } from './ActivityRow';
import * as styles from './activityLog.css';
import { type LogFilters, readFilters, toRequest, writeFilters } from './filters';
import { ACTIVITY_PAGE_SIZE, useActivityLogs, useLogUsers } from './queries';

/** Sentence case for a filter option from the in-sentence (lower case) entity name. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Screen 38: who changed what, newest first. Every filter is in the address (a link shares the view); a change of
 * filter goes back to page 1.
 */
export default function ActivityLogScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, today);
  const set = (patch: Partial<LogFilters>) =>
    setParams(writeFilters({ ...filters, page: 1, ...patch }, today), { replace: true });

  // The id is typed: the list follows once typing pauses; the address keeps what was typed.
  const [idText, setIdText] = useState(filters.entityId ? String(filters.entityId) : '');
  const settledId = useDebounced(idText.trim(), debounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled id moves the address.
  useEffect(() => {
    const id = /^\d+$/.test(settledId) && Number(settledId) > 0 ? Number(settledId) : null;
    if (id !== filters.entityId) set({ entityId: id });
  }, [settledId]);

  const list = useActivityLogs(toRequest(filters, timeZone), filters.page);
  const rows = list.data?.pageData ?? [];
  const users = useLogUsers(rows);
  const paging = list.data?.paging;
  const filtered =
    filters.userId !== null ||
    filters.entityType !== null ||
    filters.action !== null ||
    filters.entityId !== null;
  const all = { value: '', label: t('activityLog.filter.all') };
  const numberOrNull = (value: string) => (value ? Number(value) : null);

  return (
    <Page wide title={t('activityLog.title')}>
      <div className={resourceStyles.toolbar}>
        <FormField label={t('activityLog.filter.from')} className={resourceStyles.filter}>
          <DatePicker
            value={filters.from}
            max={filters.to}
            onChange={(day) => set({ from: day ?? filters.to })}
          />
        </FormField>
        <FormField label={t('activityLog.filter.to')} className={resourceStyles.filter}>
          <DatePicker
            value={filters.to}
            min={filters.from}
            max={today}
            onChange={(day) => set({ to: day ?? today })}
          />
        </FormField>
        <FormField label={t('activityLog.filter.user')} className={resourceStyles.filter}>
          <Select
            value={filters.userId ?? ''}
            onChange={(event) => set({ userId: numberOrNull(event.target.value) })}
            options={[all, ...users.map((u) => ({ value: u.id, label: u.fullName }))]}
          />
        </FormField>
        <FormField label={t('activityLog.filter.entityType')} className={resourceStyles.filter}>
          <Select
            value={filters.entityType ?? ''}
            onChange={(event) =>
              set({ entityType: numberOrNull(event.target.value) as ActivityEntityType | null })
            }
            options={[
              all,
              ...Object.values(ActivityEntityType).map((type) => ({
                value: type,
                label: capitalized(t(`activityLog.entity.${activityEntityTypeKey[type]}` as TranslationKey)),
              })),
            ]}
          />
        </FormField>
        <FormField label={t('activityLog.filter.action')} className={resourceStyles.filter}>
          <Select
            value={filters.action ?? ''}
            onChange={(event) => set({ action: numberOrNull(event.target.value) as ActivityAction | null })}
            options={[
              all,
              ...Object.values(ActivityAction).map((action) => ({
                value: action,
                label: t(`activityLog.action.${activityActionKey[action]}` as TranslationKey),
              })),
            ]}
          />
        </FormField>
        <FormField label={t('activityLog.filter.entityId')} className={resourceStyles.filter}>
          <Input
            inputMode="numeric"
            value={idText}
            placeholder={t('activityLog.filter.entityIdPlaceholder')}
            onChange={(event) => setIdText(event.target.value)}
          />
        </FormField>
        {filtered && (
          <Button
            variant="secondary"
            onClick={() => {
              setIdText('');
              set({ userId: null, entityType: null, action: null, entityId: null });
            }}
          >
            {t('activityLog.filter.clear')}
          </Button>
        )}
      </div>
      {paging && (
        <p className={styles.total} aria-live="polite">
          {paging.totalIsCapped
            ? t('activityLog.totalCapped', { total: formatCount(paging.totalItem, lang) })
            : t('activityLog.total', { count: paging.totalItem })}
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
      ) : rows.length === 0 ? (
        <EmptyState size="sm" title={t('activityLog.emptyTitle')} description={t('activityLog.emptyText')} />
      ) : (
        <ol className={styles.list} aria-label={t('activityLog.title')}>
          {rows.map((row) => (
            <ActivityRow key={row.id} row={row} timeZone={timeZone} />
          ))}
        </ol>
      )}
      {paging && paging.totalItem > ACTIVITY_PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          pageNumber={filters.page}
          pageSize={ACTIVITY_PAGE_SIZE}
          totalItem={paging.totalItem}
          totalIsCapped={paging.totalIsCapped}
          onPageChange={(page) => set({ page })}
        />
      )}
    </Page>
  );
}
