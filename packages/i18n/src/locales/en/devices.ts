import type { Shape } from '../../types';
import type vi from '../vi/devices';

// Screen 43: kiosks and queue displays (docs/product.md#the-public-and-device-apps).
const devices: Shape<typeof vi> = {
  title: 'Devices',
  intro:
    "The clinic's check-in kiosks and queue displays. Each device belongs to a location and is paired with a 6-digit code.",
  add: 'Add device',
  readOnly: 'You can only view the device list.',
  kind: {
    label: 'Device type',
    kiosk: 'Check-in kiosk',
    display: 'Queue display',
    kioskHint:
      'A tablet at the front desk: patients scan their QR code or type their booking code to check in and get a number.',
    displayHint: 'A TV in the waiting room: shows and reads out the numbers called in.',
  },
  column: {
    name: 'Device name',
    location: 'Location',
    status: 'Status',
    lastSeen: 'Last seen',
    actions: 'Actions',
  },
  status: {
    pairing: 'Waiting to pair',
    pairingUntil: 'Code expires at {{time}}',
    expired: 'Code expired',
    paired: 'Paired',
    revoked: 'Revoked',
  },
  lastSeen: {
    online: 'Online',
    justNow: 'Just now',
    minutes: { one: '{{count}} minute ago', other: '{{count}} minutes ago' },
    hours: { one: '{{count}} hour ago', other: '{{count}} hours ago' },
    never: 'Never connected',
  },
  empty: {
    title: 'No devices yet',
    text: 'Add a check-in kiosk so patients can check themselves in on arrival, or a queue display for the waiting room. You then get a 6-digit code to type on the device.',
    readOnlyText: "The clinic's check-in kiosks and queue displays will show here.",
  },
  form: {
    createTitle: 'Add device',
    editTitle: 'Edit device',
    location: 'Location',
    name: 'Device name',
    nameHint: 'Helps you tell devices apart, e.g. “Lobby kiosk, 1st floor”.',
    noLocations: 'There is no enabled location yet. Add a location first.',
    moveHint: 'A new location takes effect at once, even while the device is in use.',
    create: 'Add and get code',
    save: 'Save',
    cancel: 'Cancel',
  },
  action: {
    edit: 'Edit',
    newCode: 'New code',
    revoke: 'Revoke',
    delete: 'Delete',
  },
  pairing: {
    title: 'Pair “{{name}}”',
    open: 'On the {{kind}}, open the browser and go to:',
    enter: 'Then type the pairing code:',
    code: 'Pairing code {{digits}}',
    expiresIn: 'The code expires in {{time}}',
    expired: 'The code has expired. Create a new code to continue pairing.',
    oneUse: 'The code works once. A device paired before keeps working until it pairs with the new code.',
    paired: 'Paired! “{{name}}” is ready.',
    newCode: 'Create a new code',
    done: 'Done',
    onKiosk: 'kiosk',
    onDisplay: 'queue display',
  },
  revoke: {
    title: 'Revoke “{{name}}”?',
    text: 'The device is disconnected at once and stops working. You can pair it again later with a new code.',
    done: '“{{name}}” was revoked.',
  },
  delete: {
    title: 'Delete “{{name}}”?',
    text: 'The device is disconnected and removed from the list. This cannot be undone.',
    done: '“{{name}}” was deleted.',
  },
  created: '“{{name}}” was added.',
  saved: '“{{name}}” was saved.',
};

export default devices;
