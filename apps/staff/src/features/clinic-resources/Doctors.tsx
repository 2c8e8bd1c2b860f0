import { resourceClients } from '../../shared/resources/clients';
import { doctors } from '../../shared/resources/descriptions/doctors';
import { ResourceList } from '../../shared/resources/ResourceList';

/** Screen doctors: the generic resource list and form. */
export default function DoctorsScreen() {
  return <ResourceList description={doctors} client={resourceClients.doctors} />;
}
