import type { Shape } from '../../types';
import type vi from '../vi/appointments';

const appointments: Shape<typeof vi> = {
  title: 'Appointments',
};

export default appointments;
