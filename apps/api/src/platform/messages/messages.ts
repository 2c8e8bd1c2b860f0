import type { Config } from '../../config.js';
import type { MailAttachment, Mailer } from '../mail/mailer.js';

/** Who a message is for: whichever contacts the patient gave. */
export interface MessageRecipient {
  email?: string | null;
  phone?: string | null;
}

export interface OutgoingMessage {
  to: MessageRecipient;
  /** The clinic it is sent for (the mail outbox row's clinic). */
  clinicId: number | null;
  subject: string;
  text: string;
  html: string;
  /** The short text an SMS carries; the plain text when unset. */
  sms?: string;
  /** E-mail only (an inline QR picture). */
  attachments?: MailAttachment[];
  /**
   * The values a templated channel fills its registered template with (Zalo ZNS `template_data`), and a tracking id
   * the provider reports back (`tracking_id`). E-mail ignores them.
   */
  template?: { data: Record<string, string | number>; trackingId?: string };
}

export type MessageVia = 'email' | 'zns' | 'sms';

/**
 * How the API reaches a patient, an outside service behind an interface (docs/architecture.md#the-shape): e-mail is the
 * working default; a phone channel (Zalo ZNS or SMS) is chosen by MESSAGE_CHANNEL. Throws when the provider refuses, so
 * the job that sends retries.
 */
export interface MessageChannel {
  /** The channel MESSAGE_CHANNEL chose. */
  readonly primary: MessageVia;
  /** Whether this recipient can be reached at all (the sweep skips those who cannot). */
  reachable(to: MessageRecipient): boolean;
  /** Answers how it went out, or null when the recipient has no contact any channel can use. */
  send(message: OutgoingMessage): Promise<MessageVia | null>;
}

/** A phone channel: one HTTP call to its provider. */
export interface PhoneSender {
  via: 'zns' | 'sms';
  send(phone: string, message: OutgoingMessage): Promise<void>;
}

const hasText = (s: string | null | undefined): s is string => Boolean(s?.trim());

/** The configured channel: its phone sender when it has one, e-mail for everyone else (and as the fallback). */
export function createMessageChannel(
  config: Config,
  mailer: Mailer,
  fetchImpl: typeof fetch = fetch,
): MessageChannel {
  const phone = phoneSender(config, fetchImpl);
  const email = async (message: OutgoingMessage, address: string) => {
    await mailer.send({
      to: address,
      clinicId: message.clinicId,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments ? { attachments: message.attachments } : {}),
    });
    return 'email' as const;
  };
  return {
    primary: phone?.via ?? 'email',
    reachable: (to) => hasText(to.email) || Boolean(phone && hasText(to.phone)),
    async send(message) {
      if (phone && hasText(message.to.phone)) {
        await phone.send(message.to.phone.trim(), message);
        return phone.via;
      }
      if (hasText(message.to.email)) return email(message, message.to.email.trim());
      return null;
    },
  };
}

function phoneSender(config: Config, fetchImpl: typeof fetch): PhoneSender | undefined {
  if (config.messageChannel === 'zns' && config.zns) return znsSender(config.zns, fetchImpl);
  if (config.messageChannel === 'sms' && config.sms) return smsSender(config.sms, fetchImpl);
  return undefined;
}

/** Zalo wants the number in international form without '+': 0912 345 678 → 84912345678. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('84')) return digits;
  if (digits.startsWith('0')) return `84${digits.slice(1)}`;
  return digits;
}

/**
 * Zalo Notification Service: POST the template-message endpoint with the OA's `access_token` header and
 * `{ phone, template_id, template_data, tracking_id }`; Zalo answers 200 with `{ error: 0, data: { msg_id } }` on
 * success and a non-zero `error` with a `message` otherwise.
 */
export function znsSender(
  zns: { url: string; accessToken: string; templateId: string },
  fetchImpl: typeof fetch = fetch,
): PhoneSender {
  return {
    via: 'zns',
    async send(phone, message) {
      const response = await fetchImpl(zns.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: zns.accessToken },
        body: JSON.stringify({
          phone: internationalPhone(phone),
          template_id: zns.templateId,
          template_data: message.template?.data ?? {},
          ...(message.template?.trackingId ? { tracking_id: message.template.trackingId } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => null)) as { error?: number; message?: string } | null;
      if (!response.ok || !body || body.error !== 0) {
        throw new Error(
          `ZNS refused (HTTP ${response.status}, error ${body?.error}): ${body?.message ?? ''}`,
        );
      }
    },
  };
}

/** A generic SMS gateway: POST `{ to, text }` with a bearer key; any 2xx is success. */
export function smsSender(
  sms: { url: string; apiKey: string },
  fetchImpl: typeof fetch = fetch,
): PhoneSender {
  return {
    via: 'sms',
    async send(phone, message) {
      const response = await fetchImpl(sms.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sms.apiKey}` },
        body: JSON.stringify({ to: internationalPhone(phone), text: message.sms ?? message.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok)
        throw new Error(`SMS gateway refused (HTTP ${response.status}): ${await response.text()}`);
    },
  };
}
