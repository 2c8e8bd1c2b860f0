import type { Shape } from '../../types';
import type examVi from '../vi/exam';

const exam: Shape<typeof examVi> = {
  title: 'Examination',
};

export default exam;
