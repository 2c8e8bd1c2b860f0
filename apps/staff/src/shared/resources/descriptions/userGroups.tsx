import type { UserGroup, UserGroupInput } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { userGroupInput } from '@clinic/domain/contracts';
import type { Translate } from '@clinic/i18n';
import { Switch, useT } from '@clinic/ui';
import { useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { clinicState } from '../../../state/clinic';
import { formOfContract } from '../../forms/forms';
import { CheckList } from '../CheckList';
import { contractForm } from '../contractForm';
import * as styles from '../resources.css';
import type { FieldSectionProps, ResourceDescription } from '../types';
import { createdAtColumn } from './common';

/** 'Tất cả cơ sở' or a list of locations, and 'Tất cả bác sĩ' or a list of doctors, from the clinic data. */
function GroupScope(props: FieldSectionProps) {
  const { t } = useT();
  const clinic = useSnapshot(clinicState);
  const [allLocations, allDoctors] = useWatch({
    control: props.control,
    name: ['allLocations', 'allDoctors'],
  });
  return (
    <div className={styles.form}>
      <Switch
        label={t('people.groups.allLocations')}
        description={t('people.groups.allLocationsHint')}
        disabled={props.disabled}
        {...props.register('allLocations')}
      />
      {!allLocations && (
        <CheckList
          {...props}
          name="locationIds"
          labelKey="people.groups.locations"
          emptyKey="people.groups.noLocations"
          options={clinic.locations}
        />
      )}
      <Switch
        label={t('people.groups.allDoctors')}
        description={t('people.groups.allDoctorsHint')}
        disabled={props.disabled}
        {...props.register('allDoctors')}
      />
      {!allDoctors && (
        <CheckList
          {...props}
          name="doctorIds"
          labelKey="people.groups.doctors"
          emptyKey="people.groups.noDoctors"
          options={clinic.doctors}
        />
      )}
    </div>
  );
}

const scope = (all: boolean, count: number, t: Translate) =>
  all ? t('people.groups.scopeAll') : String(count);

export const userGroups: ResourceDescription<UserGroup, UserGroupInput> = {
  name: 'user-groups',
  screenId: ScreenId.UserGroups,
  titleKey: 'screen.userGroups',
  thingKey: 'people.groups.thing',
  columns: [
    { key: 'name', labelKey: 'people.groups.name', sortable: true },
    {
      key: 'locations',
      labelKey: 'people.groups.locations',
      cell: (g, t) => scope(g.allLocations, g.locationIds.length, t),
      hideBelow: 'tablet',
    },
    {
      key: 'doctors',
      labelKey: 'people.groups.doctors',
      cell: (g, t) => scope(g.allDoctors, g.doctorIds.length, t),
      hideBelow: 'tablet',
    },
    { key: 'memberCount', labelKey: 'people.groups.memberCount', align: 'end', cell: (g) => g.memberCount },
    createdAtColumn(),
  ],
  ...contractForm<UserGroup, UserGroupInput>(formOfContract(userGroupInput), {
    labels: 'people.groups',
    fields: {
      name: { wide: true },
      locationIds: { kind: 'custom', render: (props) => <GroupScope {...props} /> },
    },
    // GroupScope draws both switches and both lists.
    hide: ['allLocations', 'allDoctors', 'doctorIds'],
    // A new group reaches every location and every doctor.
    start: { allLocations: true, allDoctors: true },
  }),
};
