import { ResourceList } from '../../shared/resources/ResourceList';
import { catalogClients } from './queries';
import { serviceTemplates } from './serviceTemplates';

/** Screen 24: the generic list and form, with the ordered service picker. */
export default function ServiceTemplatesScreen() {
  return <ResourceList description={serviceTemplates} client={catalogClients.serviceTemplates} />;
}
