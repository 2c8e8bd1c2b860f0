import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Speech } from './modules/tts/speech.service.js';
import type { Clock } from './platform/clock.js';
import type { PastCap } from './platform/count-up-to.js';
import type { EInvoiceGateway } from './platform/e-invoice/gateway.js';
import type { EventBus } from './platform/events.js';
import type { FileStorage } from './platform/files/storage.js';
import type { JobRunner } from './platform/jobs/jobs.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { MessageChannel } from './platform/messages/messages.js';
import type { NationalPrescriptionGateway } from './platform/national-prescription/gateway.js';
import type { PdfConverter } from './platform/pdf/converter.js';
import type { PushDelivery } from './platform/push/push.js';
import type { RateLimiter } from './platform/rate-limit.js';
import type { SecretBox } from './platform/secret-box.js';
import type { SessionCache } from './platform/session-cache.js';
import type { TokenSigner } from './platform/tokens.js';

/** The app's shared services, built once in buildApp and handed to every module. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  events: EventBus;
  signer: TokenSigner;
  /**
   * Callers' sessions, role permissions, group scope and own profile, read once per session. Whatever changes a
   * session, a role, a group or a user (profile, role, groups, status, verification) calls `sessions.forget`
   * after its commit.
   */
  sessions: SessionCache;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Where uploaded file bytes live: DATA_DIR/files or S3. */
  files: FileStorage;
  /** Text-to-speech for the waiting-room display: the providers in order, behind the audio cache. */
  speech: Speech;
  /** .docx → PDF for the clinic's own print templates: the LibreOffice worker (one job at a time, a queue). */
  pdf: PdfConverter;
  /** Web push to staff browsers (FCM or VAPID web push): notifications reach a closed tab. */
  push: PushDelivery;
  /**
   * Background jobs over the `jobs` table (reminders, the daily stock alert, clean-up): enqueue by key, run once
   * across instances. Polls every JOBS_POLL_MS once the app is built.
   */
  jobs: JobRunner;
  /** Messages to patients: e-mail by default, Zalo ZNS or SMS by MESSAGE_CHANNEL, e-mail as the fallback. */
  messages: MessageChannel;
  /** Seals the national e-prescription password in the clinic's row (platform/secret-box.ts). */
  nationalPasswords: SecretBox;
  /**
   * The national e-prescription system (NATIONAL_RX_URL), or the stand-in this API mounts at /national-stand-in
   * when it is unset (`target.standIn`). Tests inject one pointing at a stand-in on an ephemeral port.
   */
  nationalPrescription: NationalPrescriptionGateway;
  /** The clinic's e-invoice provider (EINVOICE_URL), or the SInvoice stand-in this API mounts at /e-invoice-stand-in. */
  eInvoice: EInvoiceGateway;
  /** Seals the e-invoice account's password in its settings row. */
  eInvoicePasswords: SecretBox;
  /** The lists seen past their capped count a moment ago, not counted again meanwhile (count-up-to.ts). */
  pastCap: PastCap;
  /** The current time: tests fix it (pairing-code expiry, kiosk check-in windows) instead of sleeping. */
  clock: Clock;
  /** Human-readable console output (start-up banner, mails without SMTP). */
  print: (text: string) => void;
}
