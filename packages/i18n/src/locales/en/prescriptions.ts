import type { Shape } from '../../types';
import type prescriptionsVi from '../vi/prescriptions';

const prescriptions: Shape<typeof prescriptionsVi> = {
  title: 'Prescriptions',
};

export default prescriptions;
