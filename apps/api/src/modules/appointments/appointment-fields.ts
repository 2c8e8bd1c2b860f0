// The fields the appointment bodies share (a clinic day, a time of day and a free text) are part of the
// appointments contract; public booking's bodies use them from here too.
export { clinicDay, freeText, timeOfDay } from '@clinic/domain/contracts';
