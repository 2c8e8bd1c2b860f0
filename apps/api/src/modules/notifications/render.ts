import type { Language, NotificationKind, NotificationParams } from '@clinic/domain';

/**
 * A notification's words in one language, made from its kind and parameters at read time (the list, the realtime
 * event, a push in the device's language). FOUNDATION STUB: the notifications helper implements it with
 * serverTranslator and the i18n area `notifications`.
 */
export function notificationText(
  _lang: Language,
  _kind: NotificationKind,
  _params: NotificationParams,
): { title: string; body: string } {
  throw new Error('notificationText: not implemented yet');
}
