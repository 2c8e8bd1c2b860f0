import { resourceClients } from '../../shared/resources/clients';
import { specialties } from '../../shared/resources/descriptions/specialties';
import { ResourceList } from '../../shared/resources/ResourceList';

/** Screen specialties: the generic resource list and form. */
export default function SpecialtiesScreen() {
  return <ResourceList description={specialties} client={resourceClients.specialties} />;
}
