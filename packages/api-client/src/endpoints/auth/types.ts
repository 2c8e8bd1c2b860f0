// The types of /auth come from its contract (@clinic/domain/contracts).
export type {
  AcceptInviteRequest,
  EmailRequest,
  LoginRequest,
  LoginResponse,
  RefreshTokenRequest,
  RegisterClinicRequest,
  ResetPasswordRequest,
  VerifyClinicUserRequest,
} from '@clinic/domain/contracts';
