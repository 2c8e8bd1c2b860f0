import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { jobs, mailOutbox } from '../../db/schema/index.js';
import { cloneTestDatabase } from '../../testing/harness.js';
import { startSmtp } from '../../testing/smtp-server.js';
import { createMailer, MAIL_SEND_JOB, MAIL_TIMEOUTS } from './mailer.js';

// Mail over SMTP leaves through the outbox: `send` writes the mail and its job, the job delivers it once, and a
// server that never answers fails the job within the mailer's timeouts instead of holding it past its lease.

let database: Database;
beforeAll(async () => {
  database = await cloneTestDatabase();
});
afterAll(async () => database?.close());

const clock = () => new Date('2026-12-03T01:00:00Z');
const mail = (to: string) => ({
  to,
  clinicId: null,
  subject: 'Mã xác nhận',
  text: 'Mã của bạn: 123456',
  html: '<p>Mã của bạn: 123456</p>',
});

async function jobOf(to: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const [job] = await database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `${MAIL_SEND_JOB}:${row!.id}`));
  return { row: row!, job: job! };
}

describe('the mailer', () => {
  it('writes the mail and its job together, and a second run of the job sends nothing more', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'a@clinic.test',
      print: () => {},
      clock,
    });
    try {
      await mailer.send({
        ...mail('once@example.vn'),
        attachments: [
          { filename: 'qr.png', content: Buffer.from('png-bytes'), contentType: 'image/png', cid: 'qr' },
        ],
      });
      const { job } = await jobOf('once@example.vn');
      expect(smtp.received).toEqual([]);
      await mailer.deliver(job.payload);
      await mailer.deliver(job.payload);
      expect(smtp.received.map((m) => m.to)).toEqual(['once@example.vn']);
      expect(smtp.received[0]!.raw).toContain(Buffer.from('png-bytes').toString('base64'));
      expect((await jobOf('once@example.vn')).row.sentAt).toEqual(clock());
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('writes nothing when the transaction it was given rolls back', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'a@clinic.test',
      print: () => {},
      clock,
    });
    await database.db
      .transaction(async (tx) => {
        await mailer.send(mail('rolled.back@example.vn'), tx);
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rolled.back@example.vn')),
    ).toEqual([]);
    mailer.close();
  });

  it('gives up on a server that never greets within its timeouts, keeping the error for the retry', async () => {
    // Accepts the connection and says nothing: nodemailer's own default would wait 30 s for the greeting.
    const open = new Set<Socket>();
    const silent = createServer((socket) => void open.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@clinic.test',
      print: () => {},
      clock,
      timeouts: { ...MAIL_TIMEOUTS, greetingTimeout: 200 },
    });
    try {
      await mailer.send(mail('silent@example.vn'));
      const { job } = await jobOf('silent@example.vn');
      await expect(mailer.deliver(job.payload)).rejects.toThrow(/greeting/i);
      const { row } = await jobOf('silent@example.vn');
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/greeting/i);
    } finally {
      mailer.close();
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('bounds every wait on the server far inside a job lease', () => {
    const total =
      MAIL_TIMEOUTS.connectionTimeout + MAIL_TIMEOUTS.greetingTimeout + MAIL_TIMEOUTS.socketTimeout;
    expect(total).toBeLessThan((5 * 60_000) / 3);
  });
});
