import { resourceClients } from '../../shared/resources/clients';
import { locations } from '../../shared/resources/descriptions/locations';
import { ResourceList } from '../../shared/resources/ResourceList';
import type { AnyClient, AnyDescription } from '../../shared/resources/types';

/** Screen locations: the generic resource list and form. */
export default function LocationsScreen() {
  return (
    <ResourceList
      description={locations as unknown as AnyDescription}
      client={resourceClients.locations as unknown as AnyClient}
    />
  );
}
