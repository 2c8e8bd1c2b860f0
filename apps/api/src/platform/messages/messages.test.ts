import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { cloneTestDatabase, testConfig } from '../../testing/harness.js';
import { createMailer } from '../mail/mailer.js';
import { createMessageChannel, internationalPhone, type OutgoingMessage } from './messages.js';

// The phone channels against a local peer that checks what a provider would (method, headers, body) and answers
// as Zalo's template-message API and a plain SMS gateway do; the e-mail fallback through the real mailer, whose
// outbox records it. No app: channels need only their config, the mailer and a database.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let server: Server;
let base = '';
const seen: Seen[] = [];
/** What the peer answers next: Zalo's success, or one of its errors. */
let answer: { status: number; body: unknown } = { status: 200, body: { error: 0, message: 'Success' } };
let database: Database;
const printed: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  database = await cloneTestDatabase();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
});

const mailer = () =>
  createMailer({
    db: database.db,
    from: 'ClinicOS <no-reply@clinic.test>',
    print: (text) => printed.push(text),
    clock: () => new Date('2026-11-21T01:00:00Z'),
  });

const message = (to: OutgoingMessage['to']): OutgoingMessage => ({
  to,
  clinicId: null,
  subject: 'Nhắc lịch hẹn khám',
  text: 'Bạn có lịch khám lúc 09:00 ngày 22/11/2026.',
  html: '<p>Bạn có lịch khám lúc 09:00 ngày 22/11/2026.</p>',
  sms: 'Lịch khám 09:00 22/11/2026, mã LH-1.',
  template: {
    trackingId: 'reminder:appointment:1:2026-11-22',
    data: { customer_name: 'Trần Thị Bình', time: '09:00' },
  },
});

describe('Zalo ZNS', () => {
  const zns = () =>
    createMessageChannel(
      testConfig({
        messageChannel: 'zns',
        zns: { url: `${base}/message/template`, accessToken: 'oa-token-123', templateId: '248911' },
      }),
      mailer(),
    );

  it('POSTs the template message with the access_token header and answers zns on success', async () => {
    seen.length = 0;
    answer = {
      status: 200,
      body: { error: 0, message: 'Success', data: { msg_id: 'a1b2', sent_time: '1732150000000' } },
    };
    const channel = zns();
    expect(channel.primary).toBe('zns');
    expect(await channel.send(message({ phone: '0912 345 678', email: 'binh@example.vn' }))).toBe('zns');
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('/message/template');
    expect(call!.headers.access_token).toBe('oa-token-123');
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body).toEqual({
      phone: '84912345678',
      template_id: '248911',
      template_data: { customer_name: 'Trần Thị Bình', time: '09:00' },
      tracking_id: 'reminder:appointment:1:2026-11-22',
    });
  });

  it('throws on Zalo’s error answer (so the job retries), both in the body and as an HTTP error', async () => {
    answer = { status: 200, body: { error: -124, message: 'Access token is invalid' } };
    await expect(zns().send(message({ phone: '0912345678' }))).rejects.toThrow(
      /-124.*Access token is invalid/,
    );
    answer = { status: 500, body: { message: 'upstream' } };
    await expect(zns().send(message({ phone: '0912345678' }))).rejects.toThrow(/HTTP 500/);
  });

  it('falls back to e-mail for a patient without a phone, and reaches nobody without either', async () => {
    seen.length = 0;
    const channel = zns();
    const address = `no-phone.${Date.now()}@example.vn`;
    expect(await channel.send(message({ phone: '', email: address }))).toBe('email');
    expect(seen).toEqual([]);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
    expect(mail).toMatchObject({ subject: 'Nhắc lịch hẹn khám' });
    expect(channel.reachable({ phone: '', email: null })).toBe(false);
    expect(await channel.send(message({ phone: ' ', email: null }))).toBeNull();
  });
});

describe('SMS and the default', () => {
  it('POSTs the short text with a bearer key to the SMS gateway', async () => {
    seen.length = 0;
    answer = { status: 202, body: { ok: true } };
    const channel = createMessageChannel(
      testConfig({ messageChannel: 'sms', sms: { url: `${base}/sms`, apiKey: 'k-42' } }),
      mailer(),
    );
    expect(await channel.send(message({ phone: '+84 912 000 111' }))).toBe('sms');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/sms',
      headers: { authorization: 'Bearer k-42' },
      body: { to: '84912000111', text: 'Lịch khám 09:00 22/11/2026, mã LH-1.' },
    });
    answer = { status: 401, body: { error: 'bad key' } };
    await expect(channel.send(message({ phone: '0912000111' }))).rejects.toThrow(/HTTP 401/);
  });

  it('sends e-mail by default even to a patient with a phone', async () => {
    seen.length = 0;
    const channel = createMessageChannel(testConfig(), mailer());
    expect(channel.primary).toBe('email');
    expect(channel.reachable({ phone: '0912000111' })).toBe(false);
    expect(await channel.send(message({ phone: '0912000111', email: 'x@example.vn' }))).toBe('email');
    expect(seen).toEqual([]);
  });

  it('writes phone numbers as Zalo wants them', () => {
    expect(internationalPhone('0912.345.678')).toBe('84912345678');
    expect(internationalPhone('+84912345678')).toBe('84912345678');
  });
});
