import type { Shape } from '../../types';
import type vi from '../vi/offline';

const offline: Shape<typeof vi> = {
  banner: {
    offline: 'Offline — showing data saved at {{time}}',
    offlineNothingSaved: 'Offline — nothing is saved on this device yet',
    reconnected: 'Connected again',
    sending: { one: 'Sending {{count}} change…', other: 'Sending {{count}} changes…' },
    pending: { one: '{{count}} change waiting to be sent', other: '{{count}} changes waiting to be sent' },
    reload: 'The app was updated in another tab: reload this page to go on.',
    reloadAction: 'Reload',
  },
  what: {
    resultSheet: 'Result sheet',
    checkInSheet: 'Check-in sheet',
  },
  pendingItem: '{{what}} at {{time}} · waiting to be sent',
  queued:
    'No connection: {{what}} saved on this device; it will be sent when the connection returns (pending).',
  refused: {
    payment: 'No connection: payments cannot be made offline.',
    stock: 'No connection: stock sheets cannot be saved offline.',
    dispensing: 'No connection: selling and dispensing medicines cannot be done offline.',
    other: 'No connection: this change needs the network. Try again when the connection returns.',
  },
  conflicts: {
    title: 'Changes that could not be sent',
    intro:
      'The server refused these changes made offline (for example the visit was finished meanwhile). Their content is still here: copy it to enter it again, or discard it.',
    item: '{{what}} at {{time}}: {{error}}',
    copy: 'Copy content',
    copied: 'Copied',
    discard: 'Discard',
  },
};

export default offline;
