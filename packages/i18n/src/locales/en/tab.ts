import type { Shape } from '../../types';
import type tabVi from '../vi/tab';

const tab: Shape<typeof tabVi> = {
  settings: 'Settings',
  operations: 'Operations',
  stock: 'Stock',
  lists: 'Lists',
  reports: 'Reports',
};

export default tab;
