import { resourceClients } from '../../shared/resources/clients';
import { specialties } from '../../shared/resources/descriptions/specialties';
import { ResourceList } from '../../shared/resources/ResourceList';
import type { AnyClient, AnyDescription } from '../../shared/resources/types';

/** Screen specialties: the generic resource list and form. */
export default function SpecialtiesScreen() {
  return (
    <ResourceList
      description={specialties as unknown as AnyDescription}
      client={resourceClients.specialties as unknown as AnyClient}
    />
  );
}
