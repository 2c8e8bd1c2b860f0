import { ResourceList } from '../../shared/resources/ResourceList';
import { prescriptionTemplates } from './prescriptionTemplates';
import { prescriptionClients } from './queries';

/** Screen 25: the generic list (search, sort, enable switch, delete) and a drawer with the line editor. */
export default function PrescriptionTemplatesScreen() {
  return <ResourceList description={prescriptionTemplates} client={prescriptionClients.templates} />;
}
