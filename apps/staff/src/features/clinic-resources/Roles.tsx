import { resourceClients } from '../../shared/resources/clients';
import { roles } from '../../shared/resources/descriptions/roles';
import { ResourceList } from '../../shared/resources/ResourceList';

/** Screen 7 user roles: the generic list; the form is the permission matrix. Owner and Admin rows are locked. */
export default function RolesScreen() {
  return <ResourceList description={roles} client={resourceClients.roles} />;
}
