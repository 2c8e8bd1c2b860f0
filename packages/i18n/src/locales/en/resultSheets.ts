import type { Shape } from '../../types';
import type resultSheetsVi from '../vi/resultSheets';

const resultSheets: Shape<typeof resultSheetsVi> = {
  title: 'Result sheets',
};

export default resultSheets;
