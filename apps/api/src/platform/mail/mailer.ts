import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import type { MailContent } from './templates.js';

/** A file sent with a mail; with a `cid`, the HTML shows it inline as `<img src="cid:…">` (a QR code). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface OutgoingMail extends MailContent {
  to: string;
  clinicId: number | null;
  /** Delivered over SMTP, not kept in the outbox (which keeps the text and HTML). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it over SMTP or prints it (no SMTP configured). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Connecting, the server's greeting, and any silence after: together far below a job's lease (5 minutes). */
export const MAIL_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  print: (text: string) => void;
  clock: Clock;
}): Mailer {
  // nodemailer's own defaults let a silent server hold a send for ten minutes, past a job's lease: every wait is
  // bounded well inside it (MAIL_TIMEOUTS).
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...MAIL_TIMEOUTS })
    : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          clinicId: mail.clinicId,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.print(
          `\n──── mail to ${mail.to} ────\nSubject: ${mail.subject}\n\n${mail.text}\n────────────────\n`,
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        });
        await options.db
          .update(mailOutbox)
          .set({ sentAt: options.clock() })
          .where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        // The outbox keeps the mail; the user can ask for it again (resend), so a delivery failure is not fatal.
        await options.db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.id, row!.id));
        options.print(`mail to ${mail.to} failed: ${String(error)}`);
      }
    },
    close() {
      transport?.close();
    },
  };
}
