import { resourceClients } from '../../shared/resources/clients';
import { userGroups } from '../../shared/resources/descriptions/userGroups';
import { ResourceList } from '../../shared/resources/ResourceList';
import type { AnyClient, AnyDescription } from '../../shared/resources/types';

/** Screen 8 user groups: the generic list and form. */
export default function UserGroupsScreen() {
  return (
    <ResourceList
      description={userGroups as unknown as AnyDescription}
      client={resourceClients.userGroups as unknown as AnyClient}
    />
  );
}
