import { resourceClients } from '../../shared/resources/clients';
import { suppliers } from '../../shared/resources/descriptions/suppliers';
import { ResourceList } from '../../shared/resources/ResourceList';

/** Screen suppliers: the generic resource list and form. */
export default function SuppliersScreen() {
  return <ResourceList description={suppliers} client={resourceClients.suppliers} />;
}
