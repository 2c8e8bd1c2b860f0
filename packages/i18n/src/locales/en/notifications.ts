// Staff notifications (issue R): the bell, its panel, the notifications screen, the kinds a user can turn off in
// my settings, push registration, and the texts the API makes from a notification's kind and parameters (read in
// the reader's language). Also the patients' reminder e-mails.
const notifications = {
  title: 'Notifications',
  /** The kinds' short labels (my settings: which notifications to receive). */
  kind: {
    onlineBookingPending: 'Online bookings waiting for approval',
    appointmentInvalid: 'Appointments no longer valid',
    patientCheckedIn: 'My patients checked in',
    prescriptionSaved: 'Prescriptions waiting for payment',
    invoicePaidByTransfer: 'Invoices paid by bank transfer',
    stockAlert: 'Daily stock alert',
  },
  /** A notification's words, made by the API at read time from its parameters. */
  text: {
    onlineBookingPending: {
      title: 'Online booking waiting for approval',
      body: '{{patientName}} booked Dr. {{doctorName}} at {{time}} on {{date}}',
    },
    appointmentInvalid: {
      title: 'Appointment no longer valid',
      body: 'Appointment {{code}} of {{patientName}} with Dr. {{doctorName}} at {{time}} on {{date}} must be edited or cancelled: the schedule changed',
    },
    patientCheckedIn: {
      title: 'Patient checked in',
      body: '{{patientName}} ({{code}}) checked in and is waiting for the exam',
    },
    prescriptionSaved: {
      title: 'Prescription waiting for payment',
      body: 'Dr. {{doctorName}} prescribed for {{patientName}} ({{code}})',
    },
    invoicePaidByTransfer: {
      title: 'Bank transfer received',
      body: 'Invoice {{code}} of {{patientName}} was paid {{amount}} by bank transfer',
    },
    stockAlert: {
      title: 'Stock alert for {{date}}',
      body: 'Lots near expiry: {{nearExpiry}} · Expired lots in stock: {{expired}} · Medicines running low: {{low}}',
    },
  },
};
export default notifications;
