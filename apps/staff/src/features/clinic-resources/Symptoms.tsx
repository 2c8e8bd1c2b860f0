import { resourceClients } from '../../shared/resources/clients';
import { symptoms } from '../../shared/resources/descriptions/symptoms';
import { ResourceList } from '../../shared/resources/ResourceList';

/** Screen symptoms: the generic resource list and form. */
export default function SymptomsScreen() {
  return <ResourceList description={symptoms} client={resourceClients.symptoms} />;
}
