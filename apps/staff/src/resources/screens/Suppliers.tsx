import { resourceClients } from '../clients';
import { suppliers } from '../descriptions/suppliers';
import { ResourceList } from '../ResourceList';
import type { AnyClient, AnyDescription } from '../types';

/** Screen suppliers: the generic resource list and form. */
export default function SuppliersScreen() {
  return (
    <ResourceList
      description={suppliers as unknown as AnyDescription}
      client={resourceClients.suppliers as unknown as AnyClient}
    />
  );
}
