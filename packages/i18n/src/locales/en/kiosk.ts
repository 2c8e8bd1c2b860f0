import type { Shape } from '../../types';
import type vi from '../vi/kiosk';

// The check-in kiosk: read at arm's length by patients, one short sentence per screen.
const kiosk: Shape<typeof vi> = {
  title: 'Check-in kiosk',
  home: 'Back to start',
  back: 'Back',
  countdown: 'Back to start in {{seconds}} s',
  pairing: {
    title: 'Pair this kiosk',
    lead: 'Enter the 6-digit code shown on the clinic’s Devices screen.',
    doneTitle: 'Paired',
    doneLead: 'This kiosk checks in patients for:',
    start: 'Start',
  },
  start: {
    welcome: 'Welcome',
    lead: 'Check yourself in and get your queue number.',
    scan: 'Scan QR code',
    scanHint: 'The QR code in your booking message',
    type: 'Enter booking code',
    typeHint: 'Booking code and phone number',
    help: 'Need help? Please see reception.',
  },
  scan: {
    title: 'Hold the QR code up to the camera',
    lead: 'Keep your phone about 20 cm from the camera.',
    starting: 'Opening the camera…',
    noCamera: 'This kiosk has no camera.',
    denied: 'This kiosk is not allowed to use the camera.',
    typeLead: 'Please enter your booking code and phone number instead.',
    typeInstead: 'Enter booking code',
  },
  type: {
    title: 'Enter booking code',
    code: 'Booking code',
    codeHint: 'For example: {{example}}',
    phone: 'Phone number used to book',
    submit: 'Find my appointment',
    required: 'Please enter the booking code and phone number.',
  },
  confirm: {
    title: 'Your appointment',
    patient: 'Patient',
    doctor: 'Doctor',
    room: 'Room',
    time: 'Time',
    submit: 'Check me in',
  },
  ticket: {
    title: 'You are checked in',
    number: 'Your queue number',
    lead: 'Please take your ticket and wait to be called at {{room}}.',
    printing: 'Printing your ticket…',
    reprint: 'Print again',
    done: 'Done',
    doctor: 'Doctor',
    room: 'Room',
    time: 'Time',
  },
  refusal: {
    tooEarly: {
      title: 'You are early',
      text: 'Check-in for this appointment opens at {{time}}. Please come back then.',
    },
    tooLate: {
      title: 'Your appointment time has passed',
      text: 'It is too late to check in here, please see reception.',
    },
    cancelled: {
      title: 'Appointment cancelled',
      text: 'This appointment was cancelled. Please see reception if you need help.',
    },
    notToday: {
      title: 'Your appointment is not today',
      text: 'Your appointment is on {{date}}. Please come back on that day.',
    },
    otherLocation: {
      title: 'Your appointment is at another branch',
      text: 'Your appointment is at {{name}}, {{address}}.',
      textNoAddress: 'Your appointment is at {{name}}.',
    },
    alreadyCheckedIn: {
      title: 'You are already checked in',
      text: 'You are already checked in. Your queue number is {{number}}.',
      reprint: 'Print ticket again',
    },
    seeReception: {
      title: 'Please see reception',
      text: 'Reception needs to help with this appointment, please go to the front desk.',
    },
    notFound: {
      title: 'Appointment not found',
      text: 'The booking code or phone number is wrong. Please check and try again.',
      retry: 'Try again',
    },
    error: {
      title: 'Something went wrong',
      text: 'The kiosk could not do that. Please try again or see reception.',
    },
  },
  offline: {
    title: 'Offline',
    text: 'Offline — please see reception.',
    retrying: 'The kiosk is reconnecting by itself…',
  },
};

export default kiosk;
