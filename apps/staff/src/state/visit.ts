import { proxy } from 'valtio';

/** SPEC §3 check-in sheet state; the check-in issue fills it. Saving merges into what is there (SPEC §4). */
export const checkInSheetState = proxy({
  appointmentId: null as number | null,
  checkInSheetId: null as number | null,
  orderNumber: null as number | null,
  formId: null as number | null,
  formName: '',
  printTemplateFileUrl: '',
  properties: [] as { propertyId: number; value: unknown }[],
});

/** SPEC §3 patient properties state. */
export const patientPropertiesState = proxy({
  clinicPatientId: null as number | null,
  properties: [] as { propertyId: number; value: unknown }[],
});

export function saveCheckInSheet(update: Partial<typeof checkInSheetState>) {
  Object.assign(checkInSheetState, update);
}

export function savePatientProperties(update: Partial<typeof patientPropertiesState>) {
  Object.assign(patientPropertiesState, update);
}
