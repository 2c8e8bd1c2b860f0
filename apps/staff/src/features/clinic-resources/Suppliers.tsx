import { resourceClients } from '../../shared/resources/clients';
import { suppliers } from '../../shared/resources/descriptions/suppliers';
import { ResourceList } from '../../shared/resources/ResourceList';
import type { AnyClient, AnyDescription } from '../../shared/resources/types';

/** Screen suppliers: the generic resource list and form. */
export default function SuppliersScreen() {
  return (
    <ResourceList
      description={suppliers as unknown as AnyDescription}
      client={resourceClients.suppliers as unknown as AnyClient}
    />
  );
}
