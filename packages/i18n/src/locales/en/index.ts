import type { Shape } from '../../types';
import type vi from '../vi';
import app from './app';
import common from './common';

const en: Shape<typeof vi> = { common, app };

export default en;
