import type { Shape } from '../../types';
import type serviceOrdersVi from '../vi/serviceOrders';

const serviceOrders: Shape<typeof serviceOrdersVi> = {
  title: 'Service orders',
};

export default serviceOrders;
