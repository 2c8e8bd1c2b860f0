import {
  type Language,
  type NotificationKind,
  type NotificationParams,
  notificationKindKey,
} from '@clinic/domain';
import { formatCount, formatVnd, serverTranslator } from '@clinic/i18n/server';

/** Parameters stored as numbers and written the reader's way: money as VND, counts with the language's separator. */
const moneyParams = new Set(['amount']);
const countParams = new Set(['nearExpiry', 'expired', 'low']);

function shown(lang: Language, params: NotificationParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number' && moneyParams.has(name)) out[name] = formatVnd(value);
    else if (typeof value === 'number' && countParams.has(name)) out[name] = formatCount(value, lang);
    else out[name] = value;
  }
  return out;
}

/**
 * A notification's words in one language, made from its kind and parameters at read time (the list, the realtime
 * event, a push in the device's language): `notifications.text.<kindKey>.title` and `.body`.
 */
export function notificationText(
  lang: Language,
  kind: NotificationKind,
  params: NotificationParams,
): { title: string; body: string } {
  const t = serverTranslator(lang);
  const key = notificationKindKey[kind];
  const values = shown(lang, params);
  return {
    title: t(`notifications.text.${key}.title`, values),
    body: t(`notifications.text.${key}.body`, values),
  };
}
