import { resourceClients } from '../clients';
import { locations } from '../descriptions/locations';
import { ResourceList } from '../ResourceList';
import type { AnyClient, AnyDescription } from '../types';

/** Screen locations: the generic resource list and form. */
export default function LocationsScreen() {
  return (
    <ResourceList
      description={locations as unknown as AnyDescription}
      client={resourceClients.locations as unknown as AnyClient}
    />
  );
}
