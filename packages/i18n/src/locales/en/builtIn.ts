import type { Shape } from '../../types';
import type vi from '../vi/builtIn';

const builtIn: Shape<typeof vi> = {
  property: {
    height: 'Height (cm)',
    weight: 'Weight (kg)',
    medical_history: 'Medical history',
    allergy: 'Allergies',
    diagnosis: 'Diagnosis',
    symptom: 'Symptoms',
    conclusion: 'Conclusion',
    next_appointment_date: 'Next appointment date',
    pulse: 'Pulse (beats/min)',
    temperature: 'Temperature (°C)',
    blood_pressure: 'Blood pressure (mmHg)',
    spo2: 'Oxygen saturation SpO₂ (%)',
  },
  form: {
    clinicPatient: 'Patient record',
    checkInSheet: 'Check-in sheet',
    serviceSheet: 'Result sheet',
  },
};

export default builtIn;
