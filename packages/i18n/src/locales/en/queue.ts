import type { Shape } from '../../types';
import type vi from '../vi/queue';

const queue: Shape<typeof vi> = {
  title: "Today's examinations",
};

export default queue;
