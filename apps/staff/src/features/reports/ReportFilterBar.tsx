import { AppointmentSource, REPORT_MAX_DAYS, StockLevelFilter, stockLevelFilters } from '@clinic/domain';
import { Button, Combobox, DatePicker, FormField, IconButton, Select, useT } from '@clinic/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useDebounced } from '../../shared/resources/useDebounced';
import { clinicState } from '../../state/clinic';
import type { AnyAnswer, ReportDefinition } from './definition';
import { isNarrowed, noNarrowing, type ReportFilters } from './filterState';
import { MultiPick } from './MultiPick';
import { useCatalogOptions, usePackageOptions, usePatientLookupScreen, usePatientSearch } from './queries';
import { matchingQuickRange, quickRange, quickRanges } from './ranges';
import * as styles from './reports.css';

/**
 * The filter bar of a report: the days (picked, or a quick range), the locations and doctors, and the report's own
 * lists. `rangeError` is the API's word on the days (over REPORT_MAX_DAYS), shown under "To".
 */
export function ReportFilterBar<A extends AnyAnswer>({
  definition,
  filters,
  today,
  rangeError,
  onChange,
}: {
  definition: ReportDefinition<A>;
  filters: ReportFilters;
  today: string;
  rangeError: string | null;
  onChange: (patch: Partial<ReportFilters>) => void;
}) {
  const { t } = useT();
  const clinic = useSnapshot(clinicState);
  const own = new Set(definition.filters ?? []);
  const services = useCatalogOptions('services', definition.screenId, own.has('services'));
  const medicines = useCatalogOptions('medicines', definition.screenId, own.has('medicines'));
  const packages = usePackageOptions(own.has('packages'));
  const quick = matchingQuickRange(filters, today);

  return (
    <div className={`${styles.filters} ${styles.noPrint}`}>
      <FormField label={t('reports.filter.quickRange')} className={styles.filter}>
        <Select
          value={quick ?? ''}
          onChange={(event) =>
            event.target.value &&
            onChange(quickRange(event.target.value as (typeof quickRanges)[number], today))
          }
          options={[
            ...(quick ? [] : [{ value: '', label: t('reports.quick.custom') }]),
            ...quickRanges.map((range) => ({ value: range, label: t(`reports.quick.${range}`) })),
          ]}
        />
      </FormField>
      <FormField label={t('reports.filter.from')} className={styles.filter}>
        <DatePicker
          value={filters.from}
          max={filters.to}
          onChange={(day) => onChange({ from: day ?? filters.from })}
        />
      </FormField>
      <FormField
        label={t('reports.filter.to')}
        className={styles.filter}
        error={rangeError}
        errorParams={{ max: REPORT_MAX_DAYS }}
      >
        <DatePicker
          value={filters.to}
          min={filters.from}
          onChange={(day) => onChange({ to: day ?? filters.to })}
        />
      </FormField>
      {definition.byPlace !== false && (
        <>
          <MultiPick
            className={styles.filter}
            label={t('reports.filter.locations')}
            options={clinic.locations}
            value={filters.locationIds}
            onChange={(locationIds) => onChange({ locationIds })}
          />
          <MultiPick
            className={styles.filter}
            label={t('reports.filter.doctors')}
            options={clinic.doctors}
            value={filters.doctorIds}
            onChange={(doctorIds) => onChange({ doctorIds })}
          />
        </>
      )}
      {own.has('services') && (
        <MultiPick
          className={styles.filter}
          label={t('reports.filter.services')}
          options={services.data ?? []}
          value={filters.serviceIds}
          onChange={(serviceIds) => onChange({ serviceIds })}
        />
      )}
      {own.has('medicines') && (
        <MultiPick
          className={styles.filter}
          label={t('reports.filter.medicines')}
          options={medicines.data ?? []}
          value={filters.medicineIds}
          onChange={(medicineIds) => onChange({ medicineIds })}
        />
      )}
      {own.has('packages') && packages.canRead && (
        <MultiPick
          className={styles.filter}
          label={t('reports.filter.packages')}
          options={packages.list.data ?? []}
          value={filters.packageIds}
          onChange={(packageIds) => onChange({ packageIds })}
        />
      )}
      {own.has('expiryStates') && (
        <MultiPick
          className={styles.filter}
          label={t('reports.filter.expiryStates')}
          options={[
            { id: 1, name: t('reports.expiry.inDate') },
            { id: 2, name: t('reports.expiry.nearExpiration') },
            { id: 3, name: t('reports.expiry.expired') },
          ]}
          value={filters.expiryStates}
          onChange={(ids) => onChange({ expiryStates: ids as ReportFilters['expiryStates'] })}
        />
      )}
      {own.has('stockLevel') && (
        <FormField label={t('stock.levelFilter.label')} className={styles.filter}>
          <Select
            value={filters.stockLevel[0] ?? StockLevelFilter.All}
            onChange={(event) => {
              const level = event.target.value as StockLevelFilter;
              onChange({ stockLevel: level === StockLevelFilter.All ? [] : [level] });
            }}
            options={stockLevelFilters.map((value) => ({ value, label: t(`stock.levelFilter.${value}`) }))}
          />
        </FormField>
      )}
      {own.has('sources') && (
        <MultiPick
          className={styles.filter}
          label={t('reports.filter.sources')}
          options={[
            { id: AppointmentSource.Staff, name: t('reports.source.staff') },
            { id: AppointmentSource.Online, name: t('reports.source.online') },
            { id: AppointmentSource.WalkIn, name: t('reports.source.walkIn') },
          ]}
          value={filters.sources}
          onChange={(sources) => onChange({ sources })}
        />
      )}
      {own.has('patients') && (
        <PatientPick value={filters.patients} onChange={(patients) => onChange({ patients })} />
      )}
      {isNarrowed(filters) && (
        <Button variant="secondary" onClick={() => onChange(noNarrowing)}>
          {t('reports.filter.clear')}
        </Button>
      )}
    </div>
  );
}

/** Patients are too many to list: found by typing, each pick a chip. Offered to those who may look patients up. */
function PatientPick({
  value,
  onChange,
}: {
  value: ReportFilters['patients'];
  onChange: (patients: ReportFilters['patients']) => void;
}) {
  const { t } = useT();
  const screenId = usePatientLookupScreen();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const found = usePatientSearch(keyword, screenId);
  if (screenId === null) return null;
  const options = (found.data?.pageData ?? [])
    .filter((patient) => !value.some((picked) => picked.id === patient.id))
    .map((patient) => ({ value: patient.id, label: patient.fullName, description: patient.code }));
  return (
    <FormField label={t('reports.filter.patients')} className={styles.filter}>
      <div>
        <Combobox<number>
          options={options}
          value={null}
          filter={false}
          loading={found.isFetching}
          placeholder={t('reports.filter.findPatient')}
          onInputChange={setTyped}
          onChange={(_id, option) => {
            if (option) onChange([...value, { id: option.value, name: option.label }]);
          }}
        />
        {value.length > 0 && (
          <ul className={styles.chips} aria-label={t('reports.filter.patients')}>
            {value.map((patient) => (
              <li key={patient.id}>
                {patient.name}
                <IconButton
                  icon="close"
                  size="sm"
                  variant="ghost"
                  aria-label={t('reports.filter.removePatient', { name: patient.name })}
                  onClick={() => onChange(value.filter((p) => p.id !== patient.id))}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </FormField>
  );
}
