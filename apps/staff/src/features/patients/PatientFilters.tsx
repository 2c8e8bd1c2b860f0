import { type Gender, genderOptions } from '@clinic/domain';
import { Button, Combobox, FormField, Input, NumberInput, Select, useT } from '@clinic/ui';
import { hasFilters, noFilters, type PatientFilterState } from './filters';
import * as styles from './patients.css';
import { provinceOptions } from './provinceOptions';

/** The list's search box and filters: gender, birth-year range and province. */
export function PatientFilters({
  keyword,
  onKeywordChange,
  filters,
  onFiltersChange,
}: {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  filters: PatientFilterState;
  onFiltersChange: (filters: PatientFilterState) => void;
}) {
  const { t } = useT();
  const set = (patch: Partial<PatientFilterState>) => onFiltersChange({ ...filters, ...patch });
  return (
    <div className={styles.filters}>
      <FormField label={t('patients.list.search')} hideLabel className={styles.search}>
        <Input
          type="search"
          value={keyword}
          placeholder={t('patients.list.searchPlaceholder')}
          onChange={(event) => onKeywordChange(event.target.value)}
        />
      </FormField>
      <FormField label={t('patients.list.gender')} className={styles.filter}>
        <Select
          value={filters.gender ?? ''}
          onChange={(event) =>
            set({ gender: event.target.value === '' ? null : (Number(event.target.value) as Gender) })
          }
          options={[
            { value: '', label: t('patients.list.allGenders') },
            ...genderOptions.map((o) => ({ value: o.value, label: t(o.labelKey) })),
          ]}
        />
      </FormField>
      <FormField label={t('patients.list.birthYearFrom')} className={styles.yearFilter}>
        <NumberInput
          value={filters.birthYearFrom}
          onChange={(value) => set({ birthYearFrom: value })}
          inputMode="numeric"
          maxLength={4}
        />
      </FormField>
      <FormField label={t('patients.list.birthYearTo')} className={styles.yearFilter}>
        <NumberInput
          value={filters.birthYearTo}
          onChange={(value) => set({ birthYearTo: value })}
          inputMode="numeric"
          maxLength={4}
        />
      </FormField>
      <FormField label={t('patients.list.province')} className={styles.provinceFilter}>
        <Combobox
          options={provinceOptions}
          value={filters.provinceId}
          onChange={(value) => set({ provinceId: value })}
          placeholder={t('patients.list.allProvinces')}
        />
      </FormField>
      {hasFilters(filters) && (
        <Button variant="secondary" onClick={() => onFiltersChange(noFilters)}>
          {t('patients.list.clearFilters')}
        </Button>
      )}
    </div>
  );
}
