import type { Shape } from '../../types';
import type vi from '../vi/display';

// The waiting-room queue display: read from 5 m away, so every text is short.
const display: Shape<typeof vi> = {
  title: 'Queue display',
  pairing: {
    title: 'Pair the queue display',
    lead: "Enter the 6-digit code shown on the clinic's Devices screen.",
  },
  board: {
    serving: 'Now serving',
    next: 'Next',
    noServing: 'No number called yet',
    noNext: 'No one waiting',
    moreNext: { one: '+{{count}} more', other: '+{{count}} more' },
    calling: 'Number {{number}}',
    empty: 'No visits at this location today yet.',
    loading: 'Loading the queue…',
  },
  recent: {
    title: 'Just called',
    empty: 'No number has been called yet.',
    room: 'to {{room}}',
  },
  sound: {
    enable: 'Tap to enable sound',
    hint: 'The browser needs one tap before it can announce numbers.',
  },
  offline: {
    title: 'Server connection lost',
    text: 'The display reconnects by itself when the network is back.',
  },
  spokenCalls: 'Calls announced',
};

export default display;
