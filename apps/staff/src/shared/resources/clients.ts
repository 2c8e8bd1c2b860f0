import {
  employeesClient,
  laboratoriesClient,
  namedResourceClient,
  rolesClient,
  userGroupsClient,
} from '@clinic/api-client';
import { api } from '../../app/session';

/** The staff app's clients of the set-up resources, over its one API client. */
export const resourceClients = {
  locations: namedResourceClient(api, 'locations'),
  specialties: namedResourceClient(api, 'specialties'),
  symptoms: namedResourceClient(api, 'symptoms'),
  suppliers: namedResourceClient(api, 'suppliers'),
  doctors: namedResourceClient(api, 'doctors'),
  roles: rolesClient(api),
  userGroups: userGroupsClient(api),
};

export const laboratories = laboratoriesClient(api);

/** Screen 6: users are invited, never created. */
export const employees = employeesClient(api);
