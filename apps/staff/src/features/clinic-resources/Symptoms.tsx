import { resourceClients } from '../../shared/resources/clients';
import { symptoms } from '../../shared/resources/descriptions/symptoms';
import { ResourceList } from '../../shared/resources/ResourceList';
import type { AnyClient, AnyDescription } from '../../shared/resources/types';

/** Screen symptoms: the generic resource list and form. */
export default function SymptomsScreen() {
  return (
    <ResourceList
      description={symptoms as unknown as AnyDescription}
      client={resourceClients.symptoms as unknown as AnyClient}
    />
  );
}
