// The types of /notifications come from its contract (@clinic/domain/contracts).
export type {
  NotificationListQuery,
  NotificationSettings,
  NotificationSettingsInput,
  NotificationView,
  PushConfig,
  RegisterDeviceInput,
} from '@clinic/domain/contracts';
