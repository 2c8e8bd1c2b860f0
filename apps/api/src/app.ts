import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { type Database, openDatabase, underStartupLock } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';
import type { AppDeps } from './deps.js';
import { activityLogsRoutes } from './modules/activity-logs/activity-logs.routes.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { transitionsRoutes } from './modules/appointments/transitions.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { billingReadRoutes } from './modules/billing/billing-reads.routes.js';
import { paymentsRoutes } from './modules/billing/payments.routes.js';
import { callsRoutes } from './modules/calls/calls.routes.js';
import { clinicDataRoutes } from './modules/clinics/clinic-data.routes.js';
import { clinicsRoutes } from './modules/clinics/clinics.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { deviceRoutes } from './modules/devices/device.routes.js';
import { devicesRoutes } from './modules/devices/devices.routes.js';
import { eInvoicesRoutes } from './modules/e-invoices/e-invoices.routes.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { formsRoutes } from './modules/forms/forms.routes.js';
import { groupsResource } from './modules/groups/groups.resource.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { icd10Routes } from './modules/icd10/icd10.routes.js';
import { labResultsRoutes } from './modules/lab-results/lab-results.routes.js';
import { medicalRecordsRoutes } from './modules/medical-records/medical-records.routes.js';
import { medicinesResource } from './modules/medicines/medicines.resource.js';
import { nationalPrescriptionsRoutes } from './modules/national-prescriptions/national-prescriptions.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { NOTIFY_EVENT_JOB, NOTIFYING_EVENTS } from './modules/notifications/subscriber.job.js';
import { packagesRoutes } from './modules/packages/packages.routes.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { prescriptionTemplatesResource } from './modules/prescriptions/prescription-templates.resource.js';
import { prescriptionsRoutes } from './modules/prescriptions/prescriptions.routes.js';
import { registerMultipart } from './modules/print/multipart.js';
import { printRoutes } from './modules/print/print.routes.js';
import { propertiesRoutes } from './modules/properties/properties.routes.js';
import { providerRoutes } from './modules/provider/provider.routes.js';
import { publicBookingRoutes } from './modules/public-booking/public-booking.routes.js';
import { pushDevicesRoutes } from './modules/push-devices/push-devices.routes.js';
import { reExaminationsRoutes } from './modules/re-examinations/re-examinations.routes.js';
import { appointmentReportRoutes } from './modules/reports/appointments.routes.js';
import { saleReportsRoutes } from './modules/reports/sales.routes.js';
import { stockReportRoutes } from './modules/reports/stock-reports.routes.js';
import { rolesResource } from './modules/roles/roles.resource.js';
import { schedulesRoutes } from './modules/schedules/schedules.routes.js';
import { slotsRoutes } from './modules/schedules/slots.routes.js';
import { serviceOrdersRoutes } from './modules/service-orders/service-orders.routes.js';
import { serviceSheetsRoutes } from './modules/service-sheets/service-sheets.routes.js';
import { serviceTemplatesResource } from './modules/service-templates/service-templates.resource.js';
import { servicesResource } from './modules/services/services.resource.js';
import { doctorsResource } from './modules/setup/doctors.resource.js';
import { laboratoriesRoutes } from './modules/setup/laboratories.routes.js';
import {
  locationsResource,
  specialtiesResource,
  suppliersResource,
  symptomsResource,
} from './modules/setup/simple.resource.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import type { SpeechProvider } from './modules/tts/providers.js';
import { buildSpeech } from './modules/tts/speech-setup.js';
import { ttsRoutes } from './modules/tts/tts.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { type Clock, systemClock } from './platform/clock.js';
import { createPastCap } from './platform/count-up-to.js';
import { inlineStyleSources } from './platform/csp.js';
import type { EInvoiceGateway } from './platform/e-invoice/gateway.js';
import { createSInvoiceGateway, SINVOICE_LOOKUP_URL } from './platform/e-invoice/sinvoice-gateway.js';
import { createSInvoiceStandIn, EINVOICE_STAND_IN_PREFIX } from './platform/e-invoice/sinvoice-stand-in.js';
import {
  BODY_LIMIT_BYTES,
  errorBody,
  installErrorHandling,
  installNotFound,
  loggedError,
  loggedRequest,
} from './platform/errors.js';
import { createEventBus } from './platform/events.js';
import { createFileStorage } from './platform/files/create-storage.js';
import { s3BrowserOrigin } from './platform/files/s3-storage.js';
import { inputValidator } from './platform/input-validator.js';
import { jobHandlers } from './platform/jobs/handlers.js';
import { createJobRunner, type JobHandler } from './platform/jobs/runner.js';
import { tickJob } from './platform/jobs/tick.js';
import { requestLang } from './platform/lang.js';
import { createMailer } from './platform/mail/mailer.js';
import { createMessageChannel } from './platform/messages/messages.js';
import type { NationalPrescriptionGateway } from './platform/national-prescription/gateway.js';
import { createHttpNationalGateway } from './platform/national-prescription/http-gateway.js';
import {
  createNationalStandIn,
  mountNationalStandIn,
  ownStandInUrl,
  STAND_IN_PREFIX,
} from './platform/national-prescription/stand-in.js';
import type { PdfConversionLog, PdfConverter } from './platform/pdf/converter.js';
import { createPdfConverter } from './platform/pdf/create-converter.js';
import { createPush } from './platform/push/create-push.js';
import { memoryRateLimiter, redisRateLimiter } from './platform/rate-limit.js';
import { attachRealtime } from './platform/realtime.js';
import { newRequestId } from './platform/request-id.js';
import { responseSerializerCompiler } from './platform/response-serializer.js';
import type { RouteDef } from './platform/route.js';
import type { RouteConfig } from './platform/route-guard.js';
import { type RouteSchemas, registerRoutes } from './platform/route-register.js';
import { createSecretBox } from './platform/secret-box.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { createSessionCache } from './platform/session-cache.js';
import { forgetOnEvents, linkSessionCaches } from './platform/session-invalidation.js';
import { mountStandIn, ownStandInUrl as standInUrl } from './platform/stand-in-http.js';
import { createTokenSigner } from './platform/tokens.js';

/** Every module's routes; a new module adds its line here and falls under the guard and the docs. */
const modules: ((deps: AppDeps) => RouteDef[])[] = [
  healthRoutes,
  providerRoutes,
  authRoutes,
  usersRoutes,
  clinicsRoutes,
  clinicDataRoutes,
  employeesRoutes,
  activityLogsRoutes,
  saleReportsRoutes,
  locationsResource,
  specialtiesResource,
  symptomsResource,
  suppliersResource,
  doctorsResource,
  servicesResource,
  serviceTemplatesResource,
  medicinesResource,
  packagesRoutes,
  laboratoriesRoutes,
  rolesResource,
  groupsResource,
  filesRoutes,
  propertiesRoutes,
  formsRoutes,
  patientsRoutes,
  schedulesRoutes,
  slotsRoutes,
  appointmentsRoutes,
  transitionsRoutes,
  serviceSheetsRoutes,
  medicalRecordsRoutes,
  serviceOrdersRoutes,
  callsRoutes,
  publicBookingRoutes,
  devicesRoutes,
  deviceRoutes,
  ttsRoutes,
  labResultsRoutes,
  reExaminationsRoutes,
  prescriptionsRoutes,
  nationalPrescriptionsRoutes,
  eInvoicesRoutes,
  prescriptionTemplatesResource,
  icd10Routes,
  stockRoutes,
  billingReadRoutes,
  billingRoutes,
  paymentsRoutes,
  printRoutes,
  notificationsRoutes,
  pushDevicesRoutes,
  appointmentReportRoutes,
  stockReportRoutes,
  dashboardRoutes,
];

/** The PWAs the API serves, by URL prefix. The staff app owns `/`, so it is registered last. */
const servedApps: { dir: string; prefix: string; preload?: (url: string) => string | undefined }[] = [
  { dir: 'booking', prefix: '/booking/', preload: bookingPreload },
  { dir: 'kiosk', prefix: '/kiosk/' },
  { dir: 'queue-display', prefix: '/display/' },
  { dir: 'staff', prefix: '/' },
];

export interface BuildOptions {
  /** An already open and migrated database (tests share one template); otherwise opened from config. */
  database?: Database;
  print?: (text: string) => void;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The current time for rules that depend on it (tests fix it); the system clock by default. */
  clock?: Clock;
  /** Speech providers in the order tried (tests: fakes, or none for the 503); otherwise from config. */
  speechProviders?: SpeechProvider[];
  /** The .docx → PDF converter (tests: one with a fake soffice); otherwise LibreOffice from config. */
  pdfConverter?: PdfConverter;
  /** The national e-prescription system (tests: one pointing at a stand-in server); otherwise from config. */
  nationalPrescription?: NationalPrescriptionGateway;
  /** The e-invoice provider (tests: one pointing at a stand-in server); otherwise from config. */
  eInvoice?: EInvoiceGateway;
  /** Extra routes (tests register probes through the same guard). */
  extraRoutes?: (deps: AppDeps) => RouteDef[];
}

/** A route as registered, with its guard declaration: what the cross-clinic matrix walks. */
export interface RegisteredRoute {
  method: string;
  url: string;
  clinic: RouteConfig | undefined;
  /** The validated parts, for the matrix over the ids they declare with `ref()`. */
  schema: { body?: unknown; querystring?: unknown } | undefined;
  /** The schemas it was declared with, for the contract test. */
  schemas: RouteSchemas | undefined;
}

export type App = FastifyInstance & {
  deps: AppDeps;
  routeTable: RegisteredRoute[];
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config));
  const print = options.print ?? ((text: string) => console.log(text));
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  // The app's logger exists only once Fastify is built below; a provider failure before that is not logged.
  let warn: (provider: string, error: unknown) => void = () => {};
  let logPdf: PdfConversionLog = () => {};
  let logPush: (error: unknown, details: Record<string, unknown>) => void = () => {};
  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtlSeconds);
  const clock = options.clock ?? systemClock;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    print,
    clock,
    queued: () => deps.jobs.nudge(),
  });
  const files = await createFileStorage(config);
  // Filled once deps exist: the handlers need them, and the runner is part of them.
  const handlers: Record<string, JobHandler> = {};
  let logJob: (error: unknown, job?: { kind: string; key: string; attempts: number }) => void = () => {};
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    events: createEventBus(),
    signer,
    sessions: createSessionCache({ db: database.db, signer, clock }),
    limiter: redis ? redisRateLimiter(redis) : memoryRateLimiter(clock),
    mailer,
    messages: createMessageChannel(config, mailer),
    // Without NATIONAL_RX_URL, sends go over HTTP to the stand-in this API mounts below, at its own address.
    nationalPrescription:
      options.nationalPrescription ??
      createHttpNationalGateway(
        config.nationalRxUrl
          ? { baseUrl: config.nationalRxUrl, standIn: false, clock }
          : { baseUrl: () => ownStandInUrl(app.server.address(), config.port), standIn: true, clock },
      ),
    // Without EINVOICE_URL, invoices go over HTTP to the SInvoice stand-in this API mounts below.
    eInvoice:
      options.eInvoice ??
      createSInvoiceGateway({
        ...(config.eInvoiceUrl
          ? { baseUrl: config.eInvoiceUrl, standIn: false }
          : {
              baseUrl: () => standInUrl(app.server.address(), config.port, EINVOICE_STAND_IN_PREFIX),
              standIn: true,
            }),
        lookupUrl: config.eInvoiceLookupUrl ?? SINVOICE_LOOKUP_URL,
        clock,
      }),
    jobs: createJobRunner({
      db: database.db,
      clock,
      handlers,
      pollMs: config.jobsPollMs,
      recurring: (now) => [tickJob(now)],
      onError: (error, job) => logJob(error, job),
    }),
    files,
    speech: buildSpeech(
      config,
      { db: database.db, files, clock },
      options.speechProviders,
      (provider, error) => warn(provider, error),
    ),
    pdf:
      options.pdfConverter ??
      createPdfConverter(config, (level, details, message) => logPdf(level, details, message)),
    push: createPush(config, database.db, (error, details) => logPush(error, details)),
    nationalPasswords: createSecretBox(config.jwtSecret, 'national-prescription-password'),
    eInvoicePasswords: createSecretBox(config.jwtSecret, 'e-invoice-password'),
    pastCap: createPastCap(() => clock().getTime()),
    clock,
    print,
  };

  Object.assign(handlers, jobHandlers(deps));
  // Notifying events go through the outbox (events.ts): written with their change, run by the job runner, which is
  // woken at once after such a commit rather than at its next poll.
  deps.events.consumeDurably(NOTIFYING_EVENTS, NOTIFY_EVENT_JOB);
  deps.events.onOutboxWritten(() => deps.jobs.nudge());

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Every line's request and error say where and what, never the values sent (platform/errors.ts).
            serializers: { req: loggedRequest, err: loggedError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: newRequestId,
    // An address the router cannot read (bad percent-encoding, a segment past its length) is a bad request in
    // our words and code, like any other.
    frameworkErrors: (error, req, reply) => {
      (reply as FastifyReply)
        .status(error.statusCode === 414 ? 414 : 400)
        .send(errorBody('schemaViolation', requestLang(req)));
    },
  }) as unknown as App;
  app.decorate('deps', deps);
  warn = (provider, error) => app.log.warn({ err: error, provider }, 'text-to-speech provider failed');
  logJob = (error, job) =>
    app.log.warn(
      { err: error, job: job && { kind: job.kind, key: job.key, attempts: job.attempts } },
      'job failed',
    );
  logPdf = (level, { error, ...details }, message) =>
    app.log[level]({ ...details, ...(error ? { err: error } : {}) }, message);
  logPush = (error, details) => app.log.warn({ ...details, err: error }, 'push delivery failed');
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        clinic: route.config?.clinic,
        schema: route.schema,
        schemas: route.config?.schemas,
      });
    }
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('access', null);
  app.decorateRequest('device', null);
  app.decorateRequest('entityRow', null);
  app.setValidatorCompiler(inputValidator);
  app.setSerializerCompiler(responseSerializerCompiler(config.selfChecks));
  installErrorHandling(app);
  // First of the hooks: the stand-in's requests are taken over before any route, guard or header sees them.
  if (!config.nationalRxUrl) mountNationalStandIn(app, STAND_IN_PREFIX, createNationalStandIn({ clock }));
  if (!config.eInvoiceUrl)
    mountStandIn(app, EINVOICE_STAND_IN_PREFIX, createSInvoiceStandIn({ clock }).handle);

  const bucketOrigin = config.s3 ? [s3BrowserOrigin(config.s3)] : [];
  // With FCM the staff app's Firebase SDK gets its token from these (Web Push needs no origin: the browser does it).
  const fcmOrigins = config.firebase
    ? ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com']
    : [];
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No 'unsafe-inline': the print frame's page rule is allowed by its hash (platform/csp.ts).
        styleSrc: ["'self'", ...inlineStyleSources],
        // With S3, files are PUT to and served from the bucket (downloads redirect there).
        imgSrc: ["'self'", 'data:', 'blob:', ...bucketOrigin],
        mediaSrc: ["'self'", 'blob:', 'data:', ...bucketOrigin],
        connectSrc: ["'self'", 'ws:', 'wss:', ...bucketOrigin, ...fcmOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The print-template preview (general settings) shows the server's PDF in a frame of its blob: URL.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ClinicOS API',
        version: '0.1.0',
        description: 'Clinic management: staff, kiosk, display and booking',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI styles itself inline, so its own pages (not the PWAs) allow inline styles; scripts stay 'self'.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  // Multipart bodies are for POST /print/convert-to-pdf alone (a JSON route given one fails its body schema).
  await registerMultipart(app);
  const routes = modules.flatMap((m) => m(deps));
  registerRoutes(app, { ...deps, providerToken: config.providerToken, selfChecks: config.selfChecks }, [
    ...routes,
    ...(options.extraRoutes?.(deps) ?? []),
  ]);
  const stopForgetting = forgetOnEvents(deps.events, deps.sessions, (err) =>
    app.log.error({ err }, 'session cache: telling other instances of a change failed'),
  );
  const unlinkSessions = config.redisUrl
    ? await linkSessionCaches(deps.sessions, config.redisUrl)
    : undefined;

  installNotFound(app, config.appsDir ? registerServedApps(app, config.appsDir) : undefined);
  await attachRealtime(app, {
    db: deps.db,
    sessions: deps.sessions,
    signer: deps.signer,
    routeTable,
    clock: deps.clock,
    events: deps.events,
    redisUrl: config.redisUrl,
    authenticateTimeoutMs: config.realtimeAuthTimeoutMs,
    recheckMs: config.realtimeRecheckMs,
  });

  app.addHook('onClose', async () => {
    // First: a running job may still be sending through the mailer or writing to the database closed below.
    await deps.jobs.stop();
    stopForgetting();
    await unlinkSessions?.();
    await deps.files.close();
    await deps.pdf.close();
    await deps.push.close();
    deps.mailer.close();
    await redis?.quit().catch(() => redis.disconnect());
    if (!options.database) await database.close();
  });

  // Two instances starting on an empty database would both seed: one does, the other then finds the clinic.
  if (config.seedDemo) await underStartupLock(database, () => seedDemo(deps));
  deps.jobs.start();
  return app;
}

/**
 * The booking page's first call, the clinic's profile, announced with its HTML (a `Link: rel=preload` header):
 * the phone fetches it while it downloads the page's code, instead of one round trip after running it.
 */
function bookingPreload(url: string): string | undefined {
  const slug = /^\/booking\/([a-z0-9-]+)(?:\/|$)/.exec(url)?.[1];
  return slug ? `</api/public/clinics/${slug}>; rel=preload; as=fetch; crossorigin=anonymous` : undefined;
}

/** Serves each built PWA under its prefix, with index.html for client-side routes. Unbuilt apps are skipped. */
function registerServedApps(app: FastifyInstance, appsDir: string) {
  const present = servedApps
    .map((a) => ({ ...a, root: path.join(appsDir, a.dir, 'dist') }))
    .filter((a) => existsSync(path.join(a.root, 'index.html')));
  present.forEach((a, i) => {
    app.register(fastifyStatic, {
      root: a.root,
      prefix: a.prefix,
      decorateReply: i === 0,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz beside each text file; a browser that accepts them gets them as they are.
      preCompressed: true,
      // The service worker and the HTML must never be cached, or clients would never see a new version.
      setHeaders: (res, served) => {
        const file = served.replace(/\.(?:br|gz)$/, '');
        // A cache between us and the phone must keep the compressed and plain answers apart.
        if (file !== served) res.setHeader('vary', 'accept-encoding');
        if (file.endsWith('.html') || file.endsWith('sw.js') || file.endsWith('.webmanifest')) {
          res.setHeader('cache-control', 'no-cache');
        } else if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  });
  // A client-side route (/booking/some-clinic, /settings/doctors) gets its app's index.html.
  return (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || url.startsWith('/api') || url.startsWith('/socket.io') || path.extname(url))
      return undefined;
    const target = present.find((a) => url.startsWith(a.prefix) || `${url}/` === a.prefix);
    if (!target) return undefined;
    const link = target.preload?.(url);
    if (link) reply.header('link', link);
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', target.root);
  };
}
