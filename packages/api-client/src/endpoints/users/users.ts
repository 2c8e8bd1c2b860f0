import type { usersContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { ChangePasswordRequest, UpdateMeRequest } from './types';

/** The calls of /users, checked against their contract. */
export const usersCalls = {
  me: clientEndpoint<typeof contract.me>('GET', '/users/me'),
  updateMe: clientEndpoint<typeof contract.updateMe>('PUT', '/users/me'),
  changePassword: clientEndpoint<typeof contract.changePassword>('PUT', '/users/change-password'),
};

export function usersEndpoints(http: Http) {
  const c = usersCalls;
  return {
    /** GET /users/me: the signed-in user; a failure means the session is over. */
    me: (options?: CallOptions) => callEndpoint(http, c.me, {}, options),
    /** PUT /users/me: name, phone and language of the signed-in user. */
    updateMe: (body: UpdateMeRequest, options?: CallOptions) =>
      callEndpoint(http, c.updateMe, { body }, options),
    /** PUT /users/change-password. */
    changePassword: (body: ChangePasswordRequest, options?: CallOptions) =>
      callEndpoint(http, c.changePassword, { body }, options),
  };
}
