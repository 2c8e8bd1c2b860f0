// The types of /users come from its contract (@clinic/domain/contracts).
export type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  UpdateMeRequest,
  UserView,
} from '@clinic/domain/contracts';
