import { resourceClients } from '../../shared/resources/clients';
import { userGroups } from '../../shared/resources/descriptions/userGroups';
import { ResourceList } from '../../shared/resources/ResourceList';

/** Screen 8 user groups: the generic list and form. */
export default function UserGroupsScreen() {
  return <ResourceList description={userGroups} client={resourceClients.userGroups} />;
}
