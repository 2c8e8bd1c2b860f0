// The types of /users come from its contract (@clinic/domain/contracts).
export type {
  ChangePasswordRequest,
  UpdateMeRequest,
  UserView,
} from '@clinic/domain/contracts';
