import type { CallOptions, Http } from '../http';
import type { ChangePasswordRequest, ChangePasswordResponse, UpdateMeRequest, UserView } from './types';

export function usersEndpoints(http: Http) {
  return {
    /** GET /users/me: the signed-in user; a failure means the session is over. */
    me: (options?: CallOptions) => http.request<UserView>('/users/me', options),
    /** PUT /users/me: name, phone and language of the signed-in user. */
    updateMe: (body: UpdateMeRequest, options?: CallOptions) =>
      http.request<UserView>('/users/me', { ...options, method: 'PUT', body }),
    /** PUT /users/change-password. */
    changePassword: (body: ChangePasswordRequest, options?: CallOptions) =>
      http.request<ChangePasswordResponse>('/users/change-password', { ...options, method: 'PUT', body }),
  };
}
export type UsersEndpoints = ReturnType<typeof usersEndpoints>;
