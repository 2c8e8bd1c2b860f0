import type { Shape } from '../../types';
import type vi from '../vi/records';

const records: Shape<typeof vi> = {
  title: '',
};

export default records;
