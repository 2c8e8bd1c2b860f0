import { and, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import { enqueueAll } from '../jobs/runner.js';
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
  /**
   * Records the mail in the outbox. Without SMTP it is printed at once; with SMTP a `mail.send` job is written with
   * it (in `db`'s transaction when given one, so the mail leaves exactly when the change commits) and the job runner
   * delivers it, retrying a server that is down.
   */
  send(mail: OutgoingMail, db?: Db | DbTx): Promise<void>;
  /** The job: delivers an outbox mail not yet sent over SMTP; throws (to be retried) when the server refuses. */
  deliver(payload: Record<string, unknown>): Promise<void>;
  close(): void;
}

/** The job kind of one outbox mail; its payload names the row and carries the attachments (base64). */
export const MAIL_SEND_JOB = 'mail.send';

/** Connecting, the server's greeting, and any silence after: together far below a job's lease (5 minutes). */
export const MAIL_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

interface StoredAttachment extends Omit<MailAttachment, 'content'> {
  content: string;
}

export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  print: (text: string) => void;
  clock: Clock;
  /** Told after a mail job is written outside any caller's transaction: the job runner polls at once. */
  queued?: () => void;
  /** Only tests shorten them. */
  timeouts?: typeof MAIL_TIMEOUTS;
}): Mailer {
  // nodemailer's own defaults let a silent server hold a send for ten minutes, past a job's lease: every wait is
  // bounded well inside it.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...(options.timeouts ?? MAIL_TIMEOUTS) })
    : undefined;

  async function record(db: Db | DbTx, mail: OutgoingMail) {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        clinicId: mail.clinicId,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
      .returning({ id: mailOutbox.id });
    if (!transport) return;
    const attachments: StoredAttachment[] = (mail.attachments ?? []).map((a) => ({
      ...a,
      content: a.content.toString('base64'),
    }));
    await enqueueAll(db, options.clock, [
      {
        kind: MAIL_SEND_JOB,
        key: `${MAIL_SEND_JOB}:${row!.id}`,
        clinicId: mail.clinicId,
        payload: { mailId: row!.id, attachments },
      },
    ]);
  }

  return {
    async send(mail, db) {
      if (db) await record(db, mail);
      else await options.db.transaction((tx) => record(tx, mail));
      if (!transport) {
        options.print(
          `\n──── mail to ${mail.to} ────\nSubject: ${mail.subject}\n\n${mail.text}\n────────────────\n`,
        );
        return;
      }
      if (!db) options.queued?.();
    },
    async deliver(payload) {
      const mailId = Number(payload.mailId);
      const [mail] = await options.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, mailId), isNull(mailOutbox.sentAt)));
      // Sent already (a run that died before marking its job done): at least once, and here not twice.
      if (!mail || !transport) return;
      const attachments = ((payload.attachments ?? []) as StoredAttachment[]).map((a) => ({
        ...a,
        content: Buffer.from(a.content, 'base64'),
      }));
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(attachments.length ? { attachments } : {}),
        });
      } catch (error) {
        await options.db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.id, mailId));
        throw error;
      }
      await options.db
        .update(mailOutbox)
        .set({ sentAt: options.clock(), error: null })
        .where(eq(mailOutbox.id, mailId));
    },
    close() {
      transport?.close();
    },
  };
}
