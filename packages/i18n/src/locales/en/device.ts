import type { Shape } from '../../types';
import type vi from '../vi/device';

// What the paired devices (the kiosk and the queue display) say alike: the pairing form staff fill in once.
const device: Shape<typeof vi> = {
  pairing: {
    codeLabel: 'Pairing code',
    submit: 'Pair',
    invalid: 'The code is wrong or has expired. Please create a new one.',
    tooMany: 'Too many wrong codes. Please try again in a few minutes.',
    offline: 'Cannot reach the server. Please check the network.',
  },
};

export default device;
