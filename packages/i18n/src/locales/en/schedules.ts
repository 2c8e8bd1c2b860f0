import type { Shape } from '../../types';
import type vi from '../vi/schedules';

const schedules: Shape<typeof vi> = {
  title: 'Work schedules',
};

export default schedules;
