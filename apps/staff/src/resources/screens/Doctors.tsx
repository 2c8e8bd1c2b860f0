import { resourceClients } from '../clients';
import { doctors } from '../descriptions/doctors';
import { ResourceList } from '../ResourceList';
import type { AnyClient, AnyDescription } from '../types';

/** Screen doctors: the generic resource list and form. */
export default function DoctorsScreen() {
  return (
    <ResourceList
      description={doctors as unknown as AnyDescription}
      client={resourceClients.doctors as unknown as AnyClient}
    />
  );
}
