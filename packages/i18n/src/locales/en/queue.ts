import type { Shape } from '../../types';
import type vi from '../vi/queue';

const queue: Shape<typeof vi> = {
  title: "Today's examinations",
  intro: "Patients of {{date}}, times in the clinic's time zone ({{zone}}). The list updates by itself.",
  tabsLabel: 'Visit status',
  tab: {
    new: 'New',
    checkedIn: 'Checked in',
    inProgress: 'In progress',
    finished: 'Finished',
    canceled: 'Canceled',
    invalid: 'Invalid',
  },
  filter: {
    doctor: 'Doctor',
    location: 'Location',
    allDoctors: 'All doctors',
    allLocations: 'All locations',
    clear: 'Clear filters',
  },
  row: {
    order: 'No.',
    noOrder: 'No order number yet',
    orderLabel: 'Order number {{number}}',
    age: { one: '{{count}} year', other: '{{count}} years' },
    walkIn: 'Walk-in',
    symptom: 'Symptom',
    noSymptom: 'No symptom noted',
    cancelReason: 'Reason: {{reason}}',
    actions: 'Actions for {{name}}',
  },
  empty: {
    new: 'No new appointments today.',
    checkedIn: 'No patients are waiting.',
    inProgress: 'No patients are being examined.',
    finished: 'No patients have finished today.',
    canceled: 'No appointments were canceled today.',
    invalid: 'No appointments are invalid today.',
    filtered: 'Try clearing the doctor or location filter.',
  },
  loading: 'Loading the queue…',
  serviceOrderBoard: 'Service-order board',
  action: {
    openExam: 'Open exam',
    approve: 'Approve',
    checkIn: 'Check in',
    startExam: 'Start exam',
    finishExam: 'Finish exam',
    cancel: 'Cancel',
    call: 'Call',
    callAgain: 'Call again',
    calling: 'Calling…',
  },
  done: {
    approve: "{{name}}'s appointment approved.",
    checkIn: 'Order number {{number}}',
    checkInWho: '{{name}} checked in ({{doctor}}).',
    startExam: 'Examination of {{name}} started.',
    finishExam: 'Examination of {{name}} finished.',
    cancel: "{{name}}'s appointment canceled.",
    call: 'Called number {{number}} to {{room}}.',
  },
  checkIn: {
    title: 'Check in {{name}}',
    confirm: 'Check in {{name}} ({{time}}, {{doctor}})? The patient gets the next order number.',
    sheet: 'Check-in sheet',
    form: 'Form',
    noForm: 'The clinic has no check-in form in use.',
    loadingForm: 'Loading the check-in sheet…',
    fixErrors: 'Please check the highlighted fields.',
    submit: 'Check in',
  },
  /** Reception corrects a visit's check-in sheet after check-in, until the visit is finished. */
  correctSheet: {
    title: 'Correct the check-in sheet · {{name}}',
    lead: 'Correct what was written at check-in. The change is recorded in the activity log.',
    submit: 'Save sheet',
    open: 'Correct check-in sheet',
    saved: 'Check-in sheet saved',
  },
  early: {
    title: '{{name}} is early',
    message:
      "It is not yet time to check in {{name}}'s {{time}} appointment. Check the patient in early and give the order number now?",
    logged: 'This early check-in is recorded in the activity log.',
    confirm: 'Check in early anyway',
  },
  secondExam: {
    title: '{{doctor}} is examining',
    message:
      '{{doctor}} is examining {{other}} (number {{number}}). Start the examination of {{name}} anyway?',
    detail: 'That examination stays “In progress” until it is finished.',
    confirm: 'Start anyway',
  },
  finish: {
    title: 'Finish examination',
    message: 'Finish the examination without any services or result sheets?',
    detail: '{{name}} moves to “Finished”; this cannot be undone.',
    confirm: 'Finish exam',
  },
  cancel: {
    title: "Cancel {{name}}'s appointment",
    reason: 'Reason',
    reasonRequired: 'Please enter a reason.',
    confirm: 'Cancel appointment',
    back: 'Back',
  },
};

export default queue;
