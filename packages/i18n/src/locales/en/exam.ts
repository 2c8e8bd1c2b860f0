import type { Shape } from '../../types';
import type examVi from '../vi/exam';

const exam: Shape<typeof examVi> = {
  title: 'Examination',
  intro: 'Visit {{code}} · {{date}} {{time}}',
  loading: 'Loading the visit…',
  notFound: {
    title: 'Visit not found',
    description: 'This visit does not exist or does not belong to your clinic.',
    back: 'Back to the queue',
  },
  back: 'Queue',
  header: {
    label: 'Patient',
    age: { one: '{{count}} year old', other: '{{count}} years old' },
    phone: 'Phone {{phone}}',
    order: 'Order number',
    noOrder: 'No number yet',
    doctor: 'Doctor',
    walkIn: 'Walk-in',
  },
  allergy: {
    title: 'Allergy',
    label: 'The patient has a history of allergy',
  },
  summary: {
    title: 'Patient summary',
    symptom: 'Symptom at booking',
    medicalHistory: 'Medical history',
    height: 'Height',
    heightValue: '{{value}} cm',
    weight: 'Weight',
    weightValue: '{{value}} kg',
    none: 'Not recorded',
    measuredOn: 'measured {{date}}',
    fromRecord: 'from the record',
    vitals: 'Vital signs at check-in',
    diagnoses: 'Recent diagnoses (ICD-10)',
    patientError: 'The patient record could not be read: {{error}}',
  },
  section: {
    label: 'Parts of the visit',
    shortcut: 'Shortcut: Alt+{{key}}',
    checkIn: 'Check-in sheet',
    services: 'Services',
    resultSheets: 'Result sheets',
    prescription: 'Prescription',
    visits: 'Previous visits',
  },
  checkInSheet: {
    none: 'This visit has no check-in sheet.',
    loading: 'Loading the check-in sheet…',
  },
  toolbar: {
    label: 'Visit actions',
    start: 'Start exam',
    finish: 'Finish exam',
    calculators: 'Calculators',
    pregnancy: 'Gestational age and due date',
    readOnly: 'The visit is “{{status}}”: read only.',
  },
  pendingServices: {
    title: 'Services not done yet',
    message: {
      one: '{{count}} ordered service is not done yet:',
      other: '{{count}} ordered services are not done yet:',
    },
    detail: 'Finishing now leaves these services as they are. Finish the exam anyway?',
    confirm: 'Finish anyway',
    back: 'Go back',
  },
  finish: {
    noServices: 'No service has been ordered for this visit.',
    noSheets: 'This visit has no result sheet yet.',
  },
};

export default exam;
