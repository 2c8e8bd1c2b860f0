import { resourceClients } from '../clients';
import { userGroups } from '../descriptions/userGroups';
import { ResourceList } from '../ResourceList';
import type { AnyClient, AnyDescription } from '../types';

/** Screen 8 user groups: the generic list and form. */
export default function UserGroupsScreen() {
  return (
    <ResourceList
      description={userGroups as unknown as AnyDescription}
      client={resourceClients.userGroups as unknown as AnyClient}
    />
  );
}
