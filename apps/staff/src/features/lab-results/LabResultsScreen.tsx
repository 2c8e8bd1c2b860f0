import type { LabResultItem } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { Button, FormField, Select, type TableColumn, useT } from '@clinic/ui';
import { useState } from 'react';
import { Page } from '../../app/shell/Page';
import { DateRangeFilter } from '../../shared/resources/DateRangeFilter';
import { PagedTable, SearchField, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { AddLabResultDialog, labIds, labName } from './AddLabResultDialog';
import { LabFileLinks } from './LabFileLinks';
import * as styles from './labResults.css';
import { PatientCell } from './PatientCell';
import { labClients, labKeys } from './queries';

const call = { screenId: ScreenId.LabResults };

/**
 * Screen 41: the laboratories' results, newest first, by result dates, laboratory and a keyword on the patient
 * (name without accents, code or phone); a writer adds one with its files.
 */
export default function LabResultsScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const canWrite = useAbility().canScreen(ScreenId.LabResults, PermissionLevel.Write);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [labId, setLabId] = useState('');
  const [adding, setAdding] = useState(false);
  const paged = usePagedList<LabResultItem>({
    queryKey: [...labKeys.labResults, { from, to, labId }],
    fetch: ({ pageSize, pageNumber, keyword }) =>
      labClients.labResults.search(
        { pageSize, pageNumber },
        {
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(labId ? { laboratoryIds: [Number(labId)] } : {}),
          ...(keyword ? { keyword } : {}),
        },
        call,
      ),
    debounceMs,
  });
  const filter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      paged.setPageNumber(1);
    };

  const columns: TableColumn<LabResultItem>[] = [
    { key: 'resultDate', header: t('labResults.list.resultDate'), cell: (r) => formatDate(r.resultDate) },
    {
      key: 'patient',
      header: t('labResults.list.patient'),
      wrap: true,
      cell: (r) => <PatientCell patient={r.patient} />,
    },
    {
      key: 'lab',
      header: t('labResults.list.lab'),
      // The visit under the laboratory: one column less, so the files keep their room on a 1366 px desktop.
      cell: (r) => (
        <span>
          {t(labName(r.laboratoryId))}
          <span className={styles.muted}>{r.appointmentCode ?? t('labResults.list.noVisit')}</span>
        </span>
      ),
    },
    {
      key: 'files',
      header: t('labResults.list.files'),
      wrap: true,
      cell: (r) => <LabFileLinks files={r.files} />,
    },
    { key: 'note', header: t('labResults.list.note'), wrap: true, cell: (r) => r.note ?? '' },
  ];

  const title = t('screen.labResults');
  const filtered = paged.settledKeyword !== '' || from !== null || to !== null || labId !== '';
  return (
    <Page
      wide
      title={title}
      actions={canWrite && <Button onClick={() => setAdding(true)}>{t('labResults.list.add')}</Button>}
    >
      <div className={resourceStyles.toolbar}>
        <SearchField paged={paged} />
        <DateRangeFilter from={from} to={to} onFrom={filter(setFrom)} onTo={filter(setTo)} />
        <FormField label={t('labResults.list.lab')} className={resourceStyles.filter}>
          <Select
            value={labId}
            onChange={(event) => filter(setLabId)(event.target.value)}
            options={[
              { value: '', label: t('labResults.list.allLabs') },
              ...labIds.map((id) => ({ value: String(id), label: t(labName(id)) })),
            ]}
          />
        </FormField>
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        filtered={filtered}
        emptyTitle={t('labResults.list.emptyTitle')}
        emptyText={t('labResults.list.emptyText')}
      />
      {adding && <AddLabResultDialog open onClose={() => setAdding(false)} />}
    </Page>
  );
}
