import type { Shape } from '../../types';
import type icd10Vi from '../vi/icd10';

const icd10: Shape<typeof icd10Vi> = {
  label: 'Diagnoses (ICD-10)',
  placeholder: 'Type a code or a name (e.g. J02, pharyngitis)',
  none: 'No ICD-10 code matches',
  failed: 'Could not search: the server cannot be reached. Type again to retry.',
  typeToSearch: 'Type a code or a name to search',
  picked: 'Picked diagnoses',
  remove: 'Remove diagnosis {{code}}',
  full: '{{max}} diagnoses already: remove one to add another code.',
  hint: 'Arrow keys to move, Enter to add; Backspace in the empty box removes the last diagnosis.',
  freeText: 'Diagnosis (free text)',
};

export default icd10;
