import { resourceClients } from '../../shared/resources/clients';
import { locations } from '../../shared/resources/descriptions/locations';
import { ResourceList } from '../../shared/resources/ResourceList';

/** Screen locations: the generic resource list and form. */
export default function LocationsScreen() {
  return <ResourceList description={locations} client={resourceClients.locations} />;
}
