import { resourceClients } from '../clients';
import { specialties } from '../descriptions/specialties';
import { ResourceList } from '../ResourceList';
import type { AnyClient, AnyDescription } from '../types';

/** Screen specialties: the generic resource list and form. */
export default function SpecialtiesScreen() {
  return (
    <ResourceList
      description={specialties as unknown as AnyDescription}
      client={resourceClients.specialties as unknown as AnyClient}
    />
  );
}
