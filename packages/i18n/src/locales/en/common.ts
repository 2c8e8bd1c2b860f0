import type { Shape } from '../../types';
import type vi from '../vi/common';

const common: Shape<typeof vi> = {
  product: {
    name: 'ClinicOS',
    fullName: 'ClinicOS — Clinic management',
    tagline: 'Management software for outpatient clinics',
  },
  actions: {
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Retry',
    save: 'Save',
  },
  status: {
    loading: 'Loading…',
    offline: 'You are offline',
  },
  gender: {
    male: 'Male',
    female: 'Female',
  },
  language: {
    label: 'Language',
    vi: 'Tiếng Việt',
    en: 'English',
  },
  api: {
    checking: 'API: checking…',
    ok: 'API: up and running',
    down: 'API: cannot connect',
  },
};

export default common;
