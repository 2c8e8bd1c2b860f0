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
    age: '{{age}} years',
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
    filtered: 'Try clearing the doctor or location filter.',
  },
  loading: 'Loading the queue…',
  action: {
    approve: 'Approve',
    checkIn: 'Check in',
    startExam: 'Start exam',
    finishExam: 'Finish exam',
    cancel: 'Cancel',
  },
  done: {
    approve: "{{name}}'s appointment approved.",
    checkIn: 'Order number {{number}}',
    checkInWho: '{{name}} checked in ({{doctor}}).',
    startExam: 'Examination of {{name}} started.',
    finishExam: 'Examination of {{name}} finished.',
    cancel: "{{name}}'s appointment canceled.",
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
