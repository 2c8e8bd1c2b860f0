import type { Shape } from '../../types';
import type vi from '../vi/patients';

const patients: Shape<typeof vi> = {
  title: '',
};

export default patients;
