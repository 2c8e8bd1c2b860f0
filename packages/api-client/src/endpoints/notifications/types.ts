// The types of /notifications come from its contract (@clinic/domain/contracts).
export type {
  NotificationListQuery,
  NotificationSettingsInput,
  NotificationView,
  PushConfig,
  RegisterDeviceInput,
} from '@clinic/domain/contracts';
