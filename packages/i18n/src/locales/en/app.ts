import type { Shape } from '../../types';
import type vi from '../vi/app';

const app: Shape<typeof vi> = {
  update: {
    title: 'App update',
    message: 'A new version of this app is available. The page will be reloaded!',
    offlineReady: 'The app is ready to work offline.',
  },
  staff: {
    title: 'Staff app',
    welcome: 'Welcome to ClinicOS',
    description: 'The everyday app of the clinic’s receptionists, assistants, doctors and cashiers.',
    modulesLabel: 'Modules',
    modules: {
      appointments: 'Appointments',
      checkIn: 'Check-in',
      examinations: 'Examinations',
      billing: 'Billing',
      stock: 'Medicine stock',
      reports: 'Reports',
    },
    hint: 'Install the app on this device to open it quickly and keep working on a patchy connection.',
  },
  kiosk: {
    title: 'Check-in kiosk',
    welcome: 'Welcome',
    description: 'Check yourself in: scan the QR code from your booking message to get your queue number.',
    stepsLabel: 'How to check in',
    steps: {
      open: 'Open the confirmation message or e-mail of your booking',
      scan: 'Hold its QR code in front of the kiosk camera',
      ticket: 'Take your queue number and wait to be called',
    },
    hint: 'Need help? Please ask at the reception desk.',
  },
  display: {
    /** Spoken on the waiting-room TV; the room is the doctor's room or the location's name. */
    callPhrase: 'Number {{number}}, please go to {{room}}',
    title: 'Queue display',
    welcome: 'Please wait for your turn',
    description: 'Called numbers are shown and announced on this screen.',
    nowServing: 'Now serving',
    noCall: 'No one called yet',
  },
  booking: {
    title: 'Book an appointment',
    welcome: 'Book an appointment online',
    description:
      'Choose a specialty, a doctor and a time that suits you; the clinic will confirm your booking.',
    stepsLabel: 'How to book',
    steps: {
      specialty: 'Choose a specialty or a service',
      slot: 'Pick a doctor and a free time slot',
      confirm: 'Get a booking code to check in at the kiosk',
    },
    hint: 'Appointments must be booked at least 60 minutes ahead.',
  },
};

export default app;
