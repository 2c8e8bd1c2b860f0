import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { NotificationKind, PushProvider } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { notificationText } from '../../modules/notifications/render.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { fcmSender } from './fcm-sender.js';
import { createPushDelivery, type NotificationRender, type PushItem } from './push.js';
import { webPushSender } from './web-push-sender.js';

// The push contract against local peers: a Web Push service that checks the VAPID JWT and decrypts the payload
// (RFC 8291/8188, written here with node:crypto, independent of the web-push library), and an FCM v1 endpoint
// that firebase-admin reaches through a TLS agent. Both are HTTPS with a certificate made for this run.

/**
 * notificationText belongs to the notifications module; until it lands in this branch it throws, and this wrapper
 * supplies words in two languages so the push path is still tested end to end.
 */
const render: NotificationRender = (lang, kind, params) => {
  try {
    return notificationText(lang, kind, params);
  } catch (error) {
    if (!String(error).includes('not implemented')) throw error;
    return lang === 'vi'
      ? { title: 'Bệnh nhân đã tiếp đón', body: `${params.patientName} đang chờ khám` }
      : { title: 'Patient checked in', body: `${params.patientName} is waiting` };
  }
};

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let tmp: string;
let ca: Buffer;
let server: https.Server;
let origin: string;
const received: Received[] = [];
let t: TestApp;

/** What each local endpoint answers: the push service's status. */
const statusFor = (url: string) => (url.includes('gone') ? 410 : url.includes('broken') ? 500 : 201);

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'push-test-'));
  // One self-signed certificate for the local push service and the FCM stand-in (by its real host name).
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:fcm.googleapis.com',
      '-keyout',
      path.join(tmp, 'key.pem'),
      '-out',
      path.join(tmp, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = readFileSync(path.join(tmp, 'cert.pem'));
  server = https.createServer({ key: readFileSync(path.join(tmp, 'key.pem')), cert: ca }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/v1/projects/')) return answerFcm(body, res);
      res.writeHead(statusFor(req.url ?? '')).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A browser's side of a subscription: its P-256 key pair and auth secret (what PushManager.subscribe makes). */
function browserSubscription(endpointPath: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const json = {
    endpoint: `${origin}${endpointPath}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { ecdh, auth, json, token: JSON.stringify(json) };
}

/** RFC 8291 (Message Encryption for Web Push) over RFC 8188 aes128gcm, one record. */
function decryptWebPush(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the JWT is checked against the key the server publishes. */
function checkVapid(header: string, publicKey: string, audience: string) {
  const match = header.match(/^vapid t=([^,]+),\s*k=(.+)$/);
  expect(match, header).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, claims, signature] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString());
  expect(payload.aud).toBe(audience);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  expect(payload.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
}

const register = (headers: Record<string, string>, deviceToken: string, lang: 'vi' | 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/register-device',
    headers,
    payload: { deviceToken, lang, platform: 'web' },
  });

const rowsOf = (token: string) =>
  t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.token, token));

describe('web push (VAPID, RFC 8291)', () => {
  it('registers devices, pushes encrypted and signed, and deletes the dead subscription', async () => {
    const owner = await signUpClinic(t.app, 'Push');
    const staff = await addStaffMember(t.app, owner.user.clinicId, { label: 'Reception' });
    const other = await signUpClinic(t.app, 'Other');

    const config = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/push-config',
      headers: owner.headers,
    });
    expect(config.statusCode).toBe(200);
    const { vapidPublicKey } = config.json().data;
    expect(config.json().data.provider).toBe(PushProvider.WebPush);
    expect(vapidPublicKey).toBe(t.app.deps.config.vapid.publicKey);
    expect(Buffer.from(vapidPublicKey, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/push-config' })).statusCode).toBe(
      401,
    );

    const vi = browserSubscription('/push/owner-phone');
    const en = browserSubscription('/push/owner-laptop');
    const gone = browserSubscription('/push/gone');
    const broken = browserSubscription('/push/broken');
    for (const [sub, lang] of [
      [vi, 'vi'],
      [en, 'en'],
      [gone, 'vi'],
      [broken, 'en'],
    ] as const) {
      const res = await register(owner.headers, sub.token, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ registered: true });
    }
    // Registering again (a language switch) updates the row rather than adding one.
    expect((await register(owner.headers, en.token, 'en')).statusCode).toBe(200);
    expect(await rowsOf(en.token)).toEqual([
      expect.objectContaining({ userId: owner.user.id, lang: 'en', provider: 'webpush', platform: 'web' }),
    ]);
    expect(
      (await register(owner.headers, 'x', 'fr' as 'vi')).statusCode,
      'a language the app does not speak is refused',
    ).toBe(400);

    // A browser the receptionist signs into next moves to her, even from another clinic's owner.
    const shared = browserSubscription('/push/shared');
    expect((await register(other.headers, shared.token, 'vi')).statusCode).toBe(200);
    expect((await register(staff.headers, shared.token, 'en')).statusCode).toBe(200);
    expect(await rowsOf(shared.token)).toEqual([
      expect.objectContaining({ clinicId: owner.user.clinicId, userId: staff.user.id, lang: 'en' }),
    ]);
    // Only the token's owner can unregister it.
    const unregister = (headers: Record<string, string>, deviceToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/unregister-device',
        headers,
        payload: { deviceToken },
      });
    expect((await unregister(other.headers, shared.token)).json().data).toEqual({ removed: false });
    expect(await rowsOf(shared.token)).toHaveLength(1);
    expect((await unregister(staff.headers, shared.token)).json().data).toEqual({ removed: true });
    expect(await rowsOf(shared.token)).toHaveLength(0);
    expect((await unregister(staff.headers, shared.token)).json().data).toEqual({ removed: false });

    const failures: unknown[] = [];
    const delivery = createPushDelivery({
      db: t.app.deps.db,
      sender: webPushSender(t.app.deps.config.vapid, new https.Agent({ ca })),
      log: (error) => failures.push(error),
      render,
    });
    const item: PushItem = {
      clinicId: owner.user.clinicId,
      userId: owner.user.id,
      notificationId: 41,
      kind: NotificationKind.PatientCheckedIn,
      params: { patientName: 'Trần Thị Bình' },
      target: { type: 'appointment', id: 7 },
    };
    received.length = 0;
    await delivery.deliver([
      item,
      // Another clinic's id for the same user number reaches nobody: subscriptions are looked up by clinic too.
      { ...item, clinicId: other.user.clinicId, notificationId: 42 },
    ]);

    expect(received.map((r) => r.path).sort()).toEqual([
      '/push/broken',
      '/push/gone',
      '/push/owner-laptop',
      '/push/owner-phone',
    ]);
    for (const [sub, lang] of [
      [vi, 'vi'],
      [en, 'en'],
    ] as const) {
      const request = received.find((r) => r.path === new URL(sub.json.endpoint).pathname)!;
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      expect(request.headers.urgency).toBe('high');
      checkVapid(String(request.headers.authorization), vapidPublicKey, origin);
      const message = JSON.parse(decryptWebPush(request.body, sub.ecdh, sub.auth));
      expect(message).toEqual({
        ...render(lang, item.kind, item.params),
        tag: 'notification-41',
        url: '/appointments/7',
        notificationId: 41,
      });
    }
    // Each device reads the push in its own language.
    expect(render('vi', item.kind, item.params).title).not.toBe(render('en', item.kind, item.params).title);

    // 410: the subscription is gone for good and deleted; 500: logged, kept for the next time.
    expect(await rowsOf(gone.token)).toHaveLength(0);
    expect(await rowsOf(broken.token)).toHaveLength(1);
    expect(await rowsOf(vi.token)).toHaveLength(1);
    expect(failures).toHaveLength(1);
    expect((failures[0] as { statusCode?: number }).statusCode).toBe(500);
  });
});

/** The FCM v1 stand-in: the OAuth token firebase-admin got from the credential, then the message. */
function answerFcm(body: Buffer, res: import('node:http').ServerResponse) {
  const { message } = JSON.parse(body.toString()) as { message: { token: string } };
  // Never answered: a stalled FCM.
  if (message.token === 'stuck-fcm-token') return;
  if (message.token === 'dead-fcm-token') {
    res.writeHead(404, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        error: {
          code: 404,
          message: 'Requested entity was not found.',
          status: 'NOT_FOUND',
          details: [
            { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
          ],
        },
      }),
    );
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ name: 'projects/clinic-test/messages/0:1' }));
}

/** The FCM sender, its credential and transport pointed at the local FCM stand-in. */
function localFcmSender(more: { timeoutMs?: number } = {}) {
  return fcmSender({
    credentialsJson: '{}',
    web: { apiKey: 'k', projectId: 'clinic-test', messagingSenderId: '1', appId: 'a', vapidKey: 'v' },
    appOptions: {
      credential: { getAccessToken: async () => ({ access_token: 'local-oauth-token', expires_in: 3600 }) },
      httpAgent: new LocalFcmAgent((server.address() as AddressInfo).port),
    },
    ...more,
  });
}

/** Sends every connection for fcm.googleapis.com to the local server, trusting its certificate. */
class LocalFcmAgent extends https.Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  // Returned synchronously, so the agent's callback is not needed.
  override createConnection(options: import('node:http').ClientRequestArgs) {
    return tls.connect({
      ...(options as tls.ConnectionOptions),
      host: '127.0.0.1',
      port: this.port,
      servername: 'fcm.googleapis.com',
      ca,
    });
  }
}

describe('Firebase Cloud Messaging (firebase-admin against a local FCM v1 endpoint)', () => {
  it('sends a data message to the token and deletes an unregistered one', async () => {
    const owner = await signUpClinic(t.app, 'Fcm');
    const now = new Date('2026-11-26T08:00:00Z');
    const row = {
      clinicId: owner.user.clinicId,
      userId: owner.user.id,
      provider: PushProvider.Fcm,
      platform: 'web',
    };
    await t.app.deps.db.insert(pushSubscriptions).values([
      { ...row, token: 'live-fcm-token', lang: 'en', createdAt: now, updatedAt: now },
      { ...row, token: 'dead-fcm-token', lang: 'vi', createdAt: now, updatedAt: now },
      // A Web Push subscription of the same user is not FCM's to send to.
      { ...row, provider: PushProvider.WebPush, token: browserSubscription('/push/x').token, lang: 'vi' },
    ]);
    const sender = localFcmSender();
    expect(sender.config()).toMatchObject({
      provider: 'fcm',
      vapidKey: 'v',
      firebase: { projectId: 'clinic-test' },
    });
    const failures: unknown[] = [];
    const delivery = createPushDelivery({ db: t.app.deps.db, sender, log: (e) => failures.push(e), render });
    received.length = 0;
    await delivery.deliver([
      {
        clinicId: owner.user.clinicId,
        userId: owner.user.id,
        notificationId: 9,
        kind: NotificationKind.StockAlert,
        params: { patientName: 'x' },
        target: { type: 'stock', view: 'low' },
      },
    ]);
    await delivery.close();
    expect(failures).toEqual([]);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.path).toBe('/v1/projects/clinic-test/messages:send');
      expect(request.headers.authorization).toBe('Bearer local-oauth-token');
    }
    const live = received
      .map((r) => JSON.parse(r.body.toString()).message)
      .find((m: { token: string }) => m.token === 'live-fcm-token');
    const words = render('en', NotificationKind.StockAlert, { patientName: 'x' });
    expect(live).toEqual({
      token: 'live-fcm-token',
      data: {
        title: words.title,
        body: words.body,
        tag: 'notification-9',
        url: '/stock',
        notificationId: '9',
      },
      webpush: { headers: { TTL: String(24 * 3600), Urgency: 'normal' } },
    });
    const left = await t.app.deps.db
      .select({ token: pushSubscriptions.token })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, owner.user.id), eq(pushSubscriptions.provider, PushProvider.Fcm)),
      );
    expect(left).toEqual([{ token: 'live-fcm-token' }]);
  });

  it('gives up on a send FCM never answers, within its timeout', async () => {
    const sender = localFcmSender({ timeoutMs: 300 });
    const message = { title: 't', body: 'b', tag: 'notification-1', url: '/', notificationId: 1 };
    try {
      await expect(
        sender.send('stuck-fcm-token', message, { ttlSeconds: 60, urgency: 'normal' }),
      ).rejects.toThrow(/within 300 ms/);
    } finally {
      await sender.close();
    }
  });
});
