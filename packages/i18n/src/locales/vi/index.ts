import app from './app';
import common from './common';

/** The Vietnamese dictionary: the reference shape every other language must match. */
const vi = { common, app };

export default vi;
