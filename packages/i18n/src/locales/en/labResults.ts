import type { Shape } from '../../types';
import type labResultsVi from '../vi/labResults';

const labResults: Shape<typeof labResultsVi> = {
  title: 'Lab results',
};

export default labResults;
