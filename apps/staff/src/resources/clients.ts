import { laboratoriesClient, namedResourceClient } from '@clinic/api-client';
import { api } from '../app/session';

/** The staff app's clients of the set-up resources, over its one API client. */
export const resourceClients = {
  locations: namedResourceClient(api, 'locations'),
  specialties: namedResourceClient(api, 'specialties'),
  symptoms: namedResourceClient(api, 'symptoms'),
  suppliers: namedResourceClient(api, 'suppliers'),
  doctors: namedResourceClient(api, 'doctors'),
};

export const laboratories = laboratoriesClient(api);
