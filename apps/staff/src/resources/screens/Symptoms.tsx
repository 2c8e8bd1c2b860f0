import { resourceClients } from '../clients';
import { symptoms } from '../descriptions/symptoms';
import { ResourceList } from '../ResourceList';
import type { AnyClient, AnyDescription } from '../types';

/** Screen symptoms: the generic resource list and form. */
export default function SymptomsScreen() {
  return (
    <ResourceList
      description={symptoms as unknown as AnyDescription}
      client={resourceClients.symptoms as unknown as AnyClient}
    />
  );
}
