import type { Shape } from '../../types';
import type vi from '../vi/formRenderer';

const formRenderer: Shape<typeof vi> = {
  title: '',
};

export default formRenderer;
