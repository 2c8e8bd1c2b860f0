// The types of /auth come from its contract (@clinic/domain/contracts).
export type {
  AcceptInviteRequest,
  AcceptInviteResponse,
  EmailRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  RefreshTokenRequest,
  RefreshTokenResponse,
  RegisterClinicRequest,
  RegisterClinicResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SentResponse,
  VerifyClinicUserRequest,
  VerifyClinicUserResponse,
} from '@clinic/domain/contracts';
