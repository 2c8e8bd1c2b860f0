import { resourceClients } from '../../shared/resources/clients';
import { doctors } from '../../shared/resources/descriptions/doctors';
import { ResourceList } from '../../shared/resources/ResourceList';
import type { AnyClient, AnyDescription } from '../../shared/resources/types';

/** Screen doctors: the generic resource list and form. */
export default function DoctorsScreen() {
  return (
    <ResourceList
      description={doctors as unknown as AnyDescription}
      client={resourceClients.doctors as unknown as AnyClient}
    />
  );
}
