import { FormOwnerKind, ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { uploader } from '../../app/uploader';
import type { PatientsClient } from './client';

// The screen's client over the staff app's one API client (kept apart from client.ts so tests need no session).

const call = { screenId: ScreenId.PatientRecords };

export const apiPatientsClient: PatientsClient = {
  search: (query, filter) => api.patients.search(query, filter, call),
  get: (id) => api.patients.get(id, call),
  findDuplicates: (query) => api.patients.findDuplicates(query, call),
  create: (input) => api.patients.create(input, call),
  update: (id, input) => api.patients.update(id, input, call),
  remove: (id) => api.patients.remove(id, call),
  merge: (body) => api.patients.merge(body, call),
  healthForms: () => api.forms.allByEntityType(FormOwnerKind.ClinicPatient, call),
  formProperties: (formId) => api.forms.properties(formId, call),
  uploader,
};
