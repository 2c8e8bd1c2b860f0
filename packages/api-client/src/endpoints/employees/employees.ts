import type { CallOptions, Http } from '../http';
import type { MyPermissions } from './types';

export function employeesEndpoints(http: Http) {
  return {
    /** GET /employees/my-permissions: loaded with the user and clinic after sign-in. */
    myPermissions: (options?: CallOptions) =>
      http.request<MyPermissions>('/employees/my-permissions', options),
  };
}
export type EmployeesEndpoints = ReturnType<typeof employeesEndpoints>;
