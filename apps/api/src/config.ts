import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_FRESH_MS } from './platform/session-cache.js';

/** Everything the API reads from its environment, resolved once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; undefined means embedded PGlite in `dataDir/pg` (or in memory when `dataDir` is ':memory:'). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The address people reach the suite at (PUBLIC_URL; http://localhost:PORT when unset): e-mail links use it, and
   * never the request's Host header, which a client chooses.
   */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. When it was not, links the API answers to the apps (the booking URL) are paths, and
   * each browser makes them whole from the address it opened the suite at, rather than showing 'localhost'.
   */
  publicUrlConfigured: boolean;
  s3:
    | { endpoint?: string; region?: string; bucket: string; accessKeyId?: string; secretAccessKey?: string }
    | undefined;
  seedDemo: boolean;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: string;
  /**
   * The checks that catch a mistake of ours rather than a client's (SELF_CHECKS=on|off; on under the tests): every
   * answer is parsed with its zod schema and must equal what the compiled serializer wrote, and every money or
   * stock write is held to its route's idempotency declaration. Production serializes with the compiled
   * serializer alone and skips the call-context bookkeeping the second check needs.
   */
  selfChecks: boolean;
  /**
   * Trust X-Forwarded-For from a load balancer: true, or its addresses/CIDRs ('10.0.0.0/8,127.0.0.1'). Off by
   * default, or any client could claim another address and slip past the per-address rate limits.
   */
  trustProxy: boolean | string;
  /** A socket must authenticate within this time or it is dropped. */
  realtimeAuthTimeoutMs: number;
  /**
   * How often every open staff socket is checked against its session again: the bound on a change whose Redis
   * message was lost, as SESSION_FRESH_MS is for requests. Not an environment variable; tests shorten it.
   */
  realtimeRecheckMs: number;
  /** Google Cloud Text-to-Speech credentials; neither set: the Google provider is not tried. */
  googleTts: { json: string | undefined; file: string | undefined };
  /** The espeak-ng command (ESPEAK_NG_PATH); '' turns the local voice off. */
  espeakBinary: string;
  /** The LibreOffice command that turns .docx into PDF (SOFFICE_PATH); undefined: `soffice` or `libreoffice` on PATH. */
  sofficePath: string | undefined;
  /** How long one .docx → PDF conversion may take before LibreOffice is killed and restarted (PDF_TIMEOUT_MS). */
  pdfTimeoutMs: number;
  /** Folder holding the built PWAs (apps/*); undefined serves none (tests). */
  appsDir: string | undefined;
  /** How often each instance looks for due background jobs (JOBS_POLL_MS, default 15 s); 0 turns the loop off. */
  jobsPollMs: number;
  /**
   * How patients get reminders (MESSAGE_CHANNEL): 'email' (default, over SMTP_URL), 'zns' (Zalo ZNS: ZNS_URL,
   * ZNS_ACCESS_TOKEN, ZNS_TEMPLATE_ID) or 'sms' (SMS_URL, SMS_API_KEY). A patient without a phone gets the e-mail.
   */
  messageChannel: 'email' | 'zns' | 'sms';
  /** Zalo ZNS: the template-message endpoint (ZNS_URL, default Zalo's), the OA access token and the template id. */
  zns: { url: string; accessToken: string; templateId: string } | undefined;
  /** A generic SMS gateway: POST SMS_URL with JSON { to, text } and `Authorization: Bearer SMS_API_KEY`. */
  sms: { url: string; apiKey: string } | undefined;
  /**
   * Standard Web Push (the default push provider): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, as
   * `web-push generate-vapid-keys` prints them), else a pair generated once into DATA_DIR/secrets.json (in memory
   * for ':memory:'). VAPID_SUBJECT is the contact push services may write to (a mailto: or https: URL); when
   * unset, PUBLIC_URL if it is https, else mailto: the MAIL_FROM address. Browsers subscribed with one key pair
   * must subscribe again if it changes.
   */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * Firebase Cloud Messaging instead of Web Push, when both are set: FIREBASE_CREDENTIALS_JSON, a service-account
   * key as JSON text (what the server sends with), and FIREBASE_WEB_CONFIG, the Firebase web app's config as JSON
   * `{ apiKey, projectId, messagingSenderId, appId, vapidKey }` (what the browser subscribes with; vapidKey is the
   * console's "Web Push certificate" public key).
   */
  firebase: { credentialsJson: string; web: FirebaseWebConfig } | undefined;
  /**
   * The provider's bearer token for its own routes (PROVIDER_TOKEN): changing a clinic's plan
   * (PUT /api/provider/clinics/:id/plan, `pnpm provider:plan`). Unset: those routes answer 404.
   */
  providerToken: string | undefined;
  /**
   * The national e-prescription system's base URL (NATIONAL_RX_URL). Unset: the API answers as the national
   * system itself, with the stand-in mounted at /national-stand-in on its own server (any username, password `demo`).
   */
  nationalRxUrl: string | undefined;
  /**
   * The e-invoice provider's base URL (EINVOICE_URL; Viettel SInvoice's is https://api-vinvoice.viettel.vn) and the
   * lookup page printed on receipts (EINVOICE_LOOKUP_URL). Unset: invoices are issued to the SInvoice stand-in the
   * API mounts at /e-invoice-stand-in (any username, password `demo`).
   */
  eInvoiceUrl: string | undefined;
  eInvoiceLookupUrl: string | undefined;
}

/** What the staff app needs to get an FCM token (FIREBASE_WEB_CONFIG). */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'off', 'no'].includes(value.toLowerCase());

/** Reads the secrets file in DATA_DIR, creating it once, so restarts keep sessions valid. */
function persistedSecret(dataDir: string, name: string): string {
  if (dataDir === ':memory:') return randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(48).toString('base64url');
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}

/**
 * The VAPID key pair (P-256, base64url like web-push prints them) kept beside the other secrets in DATA_DIR, made
 * once: every browser's subscription is bound to the public key, so a new pair would silence them all.
 */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const generate = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: ecdh.getPrivateKey().toString('base64url'),
    };
  };
  if (dataDir === ':memory:') return generate();
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets.vapidPublicKey || !secrets.vapidPrivateKey) {
    const keys = generate();
    secrets.vapidPublicKey = keys.publicKey;
    secrets.vapidPrivateKey = keys.privateKey;
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return { publicKey: secrets.vapidPublicKey, privateKey: secrets.vapidPrivateKey };
}

/** Push services accept an https: URL or a mailto: address: the PUBLIC_URL when https, else the sender's mailbox. */
function vapidSubject(publicUrl: string | undefined, mailFrom: string | undefined): string {
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/$/, '');
  const address = (mailFrom ?? '').match(/<([^>]+)>/)?.[1] ?? mailFrom?.trim();
  return `mailto:${address || 'no-reply@clinicos.local'}`;
}

/** FCM settings when both variables are set; a half-configured FCM is an error at start, not a silent fallback. */
function parseFirebase(env: NodeJS.ProcessEnv): Config['firebase'] {
  const credentialsJson = env.FIREBASE_CREDENTIALS_JSON || undefined;
  const webJson = env.FIREBASE_WEB_CONFIG || undefined;
  if (!credentialsJson && !webJson) return undefined;
  if (!credentialsJson || !webJson) {
    throw new Error(
      'FCM needs both FIREBASE_CREDENTIALS_JSON and FIREBASE_WEB_CONFIG (or neither, for Web Push)',
    );
  }
  const web = JSON.parse(webJson) as Partial<FirebaseWebConfig>;
  for (const key of ['apiKey', 'projectId', 'messagingSenderId', 'appId', 'vapidKey'] as const) {
    if (typeof web[key] !== 'string' || !web[key]) throw new Error(`FIREBASE_WEB_CONFIG lacks "${key}"`);
  }
  return { credentialsJson, web: web as FirebaseWebConfig };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || ['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  return ['1', 'true', 'on', 'yes'].includes(value.toLowerCase()) ? true : value;
}

function parseMessageChannel(value: string | undefined): Config['messageChannel'] {
  const v = (value ?? '').toLowerCase();
  return v === 'zns' || v === 'sms' ? v : 'email';
}

/**
 * Instances that share a database or a Redis must share their secrets: one generated into each instance's
 * DATA_DIR would make one instance's tokens fail on the next and its push subscriptions unusable on the others.
 * Answers the variables such an instance lacks (none when it stands alone).
 */
export function missingSharedSecrets(env: NodeJS.ProcessEnv): string[] {
  if (!env.DATABASE_URL && !env.REDIS_URL) return [];
  const missing = env.JWT_SECRET ? [] : ['JWT_SECRET'];
  // FCM signs with its own credentials; Web Push (the default) with the VAPID pair.
  const webPush = !(env.FIREBASE_CREDENTIALS_JSON && env.FIREBASE_WEB_CONFIG);
  if (webPush && !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY))
    missing.push('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY');
  return missing;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const missing = missingSharedSecrets(env).filter(
    (name) => !(name === 'JWT_SECRET' ? overrides.jwtSecret : overrides.vapid),
  );
  if (missing.length > 0) {
    throw new Error(
      `With DATABASE_URL or REDIS_URL set, every instance must be given the same ${missing.join(', ')}: ` +
        'set them in the environment (see README, Running on PostgreSQL, Redis and S3).',
    );
  }
  const port = Number(env.PORT ?? 3000);
  // Relative DATA_DIR is read from the repository root, wherever pnpm runs the process from. This module's folder
  // is apps/api/src, or apps/api/dist once built (build.mjs): the same depth, so appsDir below holds for both.
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  const s3Bucket = env.S3_BUCKET;
  const base: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'ClinicOS <no-reply@clinicos.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlConfigured: Boolean(env.PUBLIC_URL),
    s3: s3Bucket
      ? {
          bucket: s3Bucket,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    // Off against a named PostgreSQL (likely a clinic's real one) unless asked for; on for the embedded default.
    seedDemo: flag(env.SEED_DEMO, !env.DATABASE_URL),
    jwtSecret:
      env.JWT_SECRET || (overrides.jwtSecret ?? persistedSecret(overrides.dataDir ?? dataDir, 'jwt')),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    // Tests build their config from an env of their own: vitest's marker is read from the process.
    selfChecks: flag(env.SELF_CHECKS, process.env.VITEST !== undefined),
    realtimeAuthTimeoutMs: 5000,
    realtimeRecheckMs: SESSION_FRESH_MS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    googleTts: {
      json: env.GOOGLE_TTS_CREDENTIALS_JSON || undefined,
      file: env.GOOGLE_APPLICATION_CREDENTIALS || undefined,
    },
    espeakBinary: env.ESPEAK_NG_PATH ?? 'espeak-ng',
    sofficePath: env.SOFFICE_PATH || undefined,
    // Not a number (a typo) falls back to the default rather than a timeout that kills every conversion at once.
    pdfTimeoutMs: Number(env.PDF_TIMEOUT_MS) > 0 ? Number(env.PDF_TIMEOUT_MS) : 60_000,
    appsDir: env.APPS_DIR ?? path.resolve(import.meta.dirname, '../..'),
    jobsPollMs:
      env.JOBS_POLL_MS !== undefined && Number(env.JOBS_POLL_MS) >= 0 ? Number(env.JOBS_POLL_MS) : 15_000,
    messageChannel: parseMessageChannel(env.MESSAGE_CHANNEL),
    zns:
      env.ZNS_ACCESS_TOKEN && env.ZNS_TEMPLATE_ID
        ? {
            url: env.ZNS_URL || 'https://business.openapi.zalo.me/message/template',
            accessToken: env.ZNS_ACCESS_TOKEN,
            templateId: env.ZNS_TEMPLATE_ID,
          }
        : undefined,
    sms: env.SMS_URL ? { url: env.SMS_URL, apiKey: env.SMS_API_KEY ?? '' } : undefined,
    vapid: {
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : (overrides.vapid ?? persistedVapidKeys(overrides.dataDir ?? dataDir))),
      subject: env.VAPID_SUBJECT || vapidSubject(env.PUBLIC_URL, env.MAIL_FROM),
    },
    firebase: parseFirebase(env),
    providerToken: env.PROVIDER_TOKEN || undefined,
    nationalRxUrl: env.NATIONAL_RX_URL?.replace(/\/+$/, '') || undefined,
    eInvoiceUrl: env.EINVOICE_URL?.replace(/\/+$/, '') || undefined,
    eInvoiceLookupUrl: env.EINVOICE_LOOKUP_URL || undefined,
  };
  return { ...base, ...overrides };
}
