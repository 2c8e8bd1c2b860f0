import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
   * Trust X-Forwarded-For from a load balancer: true, or its addresses/CIDRs ('10.0.0.0/8,127.0.0.1'). Off by
   * default, or any client could claim another address and slip past the per-address rate limits.
   */
  trustProxy: boolean | string;
  /** A socket must authenticate within this time or it is dropped. */
  realtimeAuthTimeoutMs: number;
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

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || ['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  return ['1', 'true', 'on', 'yes'].includes(value.toLowerCase()) ? true : value;
}

function parseMessageChannel(value: string | undefined): Config['messageChannel'] {
  const v = (value ?? '').toLowerCase();
  return v === 'zns' || v === 'sms' ? v : 'email';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3000);
  // Relative DATA_DIR is read from the repository root, wherever pnpm runs the process from.
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
    seedDemo: flag(env.SEED_DEMO, true),
    jwtSecret:
      env.JWT_SECRET || (overrides.jwtSecret ?? persistedSecret(overrides.dataDir ?? dataDir, 'jwt')),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    realtimeAuthTimeoutMs: 5000,
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
  };
  return { ...base, ...overrides };
}
