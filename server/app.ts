/**
 * buildApp: the Fastify application. Plugins (security headers, rate limit, swagger, websocket,
 * static files), the error envelope, and routes by folder. Tests build it with a real database
 * and inject.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { cachingAttemptRows } from './attempts/attemptRows.ts';
import { AttemptService } from './attempts/service.ts';
import { registerAuthGate, withRole } from './auth/gate.ts';
import { invalidatingSessions, SessionCache } from './auth/sessionCache.ts';
import {
  checkPasswordChange,
  DEFAULT_SESSION_POLICY,
  sessionDeadline,
  sessionOfRequest,
  type SessionPolicy,
} from './auth/sessions.ts';
import { DeviceTokens, newDeviceSecret } from './auth/device.ts';
import { AuthThrottle, type ThrottleLimits } from './auth/throttle.ts';
import type { Catalogue } from './catalogue.ts';
import { loadCoursesOrThrow, type CourseCatalogue } from './courses/catalogue.ts';
import { coursesDirOf, questionsDirOf } from './courses/paths.ts';
import { CaseLibrary } from './authoring/library.ts';
import { ExplorePool, type ExploreLimits } from './authoring/explorePool.ts';
import { DEFAULT_IMPORT_LIMITS } from './imports/limits.ts';
import { ImportReader } from './imports/pool.ts';
import { authoringRoutes } from './routes/authoring.ts';
import { registerAuthoringFiles } from './routes/authoringFiles.ts';
import type { AppContext } from './context.ts';
import type { ImportLimits } from './imports/limits.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { DEFAULT_WRITE_LIMITS, writeLimiter, type WriteLimits } from './plugins/write-limit.ts';
import { adminRoutes } from './routes/admin/routes.ts';
import { registerAdminImport } from './routes/admin/import.ts';
import { registerAdminRates } from './routes/admin/rates.ts';
import type { PdfFonts } from './report/fonts.ts';
import { DEFAULT_PDF_FONTS } from './report/fonts.ts';
import { PdfPool, type PdfLimits } from './report/pdf/pool.ts';
import { reportRoutes } from './routes/report.ts';
import { teacherRoutes } from './routes/teacher/routes.ts';
import { teacherReviewRoutes } from './routes/teacher/review.ts';
import type { LlmConfig } from './llm/config.ts';
import { caseFileRoutes } from './routes/caseFiles.ts';
import { ratesRoutes } from './routes/rates.ts';
import { courseRoutes } from './routes/courses.ts';
import { courseProgressRoutes } from './routes/teacher/courseProgress.ts';
import { questionBankRoutes } from './routes/teacher/questionBank.ts';
import { questionImportRoutes } from './routes/teacher/questionImport.ts';
import { QuestionImportReader } from './imports/questionPool.ts';
import { sourceRoutes } from './routes/source.ts';
import { registerImports } from './routes/imports.ts';
import { listChanges } from './routes/listChanges.ts';
import { SERVER_MODULES } from './routes/modules.ts';
import { practiceRoutes } from './routes/practice.ts';
import { hintRoutes } from './routes/hints.ts';
import { followUpLogRoutes } from './routes/followUpLog.ts';
import { userRoutes } from './routes/user.ts';
import { installExams } from './exams/install.ts';
import { theoryRoutes } from './routes/theory.ts';
import { shippedTheoryContent, type TheoryContent } from './theory/content.ts';
import { TheoryService } from './theory/service.ts';
import type { Storage } from './storage/types.ts';
import { DEFAULT_UPLOAD_POLICY, type UploadPolicy } from './uploads/policy.ts';
import { registerMultipart } from './uploads/multipart.ts';
import { UploadStore } from './uploads/store.ts';
import { Hub } from './ws/hub.ts';
import { registerWs } from './ws/route.ts';

/**
 * How long a client may take (milliseconds). Node answers 408 and closes the connection when the
 * headers (`headers`) or the whole request, body included (`request`), have not arrived in time;
 * it looks every `checkEvery`. Without these a client that sends part of a request and stops, or
 * trickles headers a byte at a time, holds a connection (and its memory) for ever.
 */
export type HttpTimeouts = {
  /** The whole request, headers and body: a 2 MB import on a slow school line fits well. */
  request: number;
  /** The request line and headers (a slowloris trickle is cut here). */
  headers: number;
  /** An idle kept-alive connection between two requests. */
  keepAlive: number;
  /** How often Node checks the two above; a hung request lasts at most its limit plus this. */
  checkEvery: number;
};

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  request: 60_000,
  headers: 15_000,
  keepAlive: 30_000,
  checkEvery: 1_000,
};

export type AppOptions = {
  storage: Storage;
  catalogue: Catalogue;
  /** The shipped cases' YAML texts by id (what an author copies in the case library). */
  caseSources?: ReadonlyMap<string, string>;
  /** Bounds of an author's explore run (authoring/explorePool.ts). */
  exploreLimits?: Partial<ExploreLimits>;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve (dist/web); omitted in API tests. */
  webRoot?: string;
  /** Login requests per (address, account), successes included; default 30 a minute. */
  loginLimit?: RateLimit;
  /** Password change requests per (address, session); default 30 a minute. */
  changePwdLimit?: RateLimit;
  /** Failure limits per device, address and account, password changes (auth/throttle.ts). */
  throttle?: Partial<ThrottleLimits>;
  /** The key of sign-in device tokens (CBSIM_DEVICE_SECRET); default: made once, in storage. */
  deviceSecret?: string;
  sessions?: SessionPolicy;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client's address (config.ts). */
  trustProxy?: boolean | number | string;
  /** How often open websockets have their session checked (expiry, logout elsewhere). */
  sessionSweepMs?: number;
  /** Fire policy timers on time in this process (default). Tests turn it off and read instead. */
  autoTimers?: boolean;
  /** Limits of import files and of the workers that read them (server/imports/limits.ts). */
  importLimits?: Partial<ImportLimits>;
  /** HTTP time limits (DEFAULT_HTTP_TIMEOUTS); tests use short ones. */
  timeouts?: Partial<HttpTimeouts>;
  /** The report PDF's font files (config.ts) and its workers' limits (report/pdf/pool.ts). */
  reportPdf?: { fonts?: PdfFonts; limits?: Partial<PdfLimits> };
  /** The language model a teacher may ask for a second opinion (llm/config.ts); none: off. */
  llm?: LlmConfig | null;
  /** The course centre's courses; default: COURSES_DIR checked against QUESTIONS_DIR. */
  courses?: CourseCatalogue;
  /** Upload quotas and how long unused uploads are kept (uploads/policy.ts, config.ts). */
  uploads?: Partial<UploadPolicy>;
  /** Per-user limit on calls that write events or files (plugins/write-limit.ts). */
  writeLimits?: Partial<WriteLimits>;
  /** The question bank and theory papers; default: the shipped ones (theory/content.ts). */
  theory?: TheoryContent;
  /**
   * The clock of theory practice and the wrong-answer book; default `now`. Browser tests move it
   * to make a review due (main.ts sets it only under NODE_ENV=test: theory/testClock.ts).
   */
  theoryNow?: () => Date;
  /**
   * The clock of theory exams (deadlines, saves, the scheduler); default `now`. Browser tests move
   * it (main.ts sets it only under NODE_ENV=test).
   */
  examNow?: () => Date;
  /** The exam scheduler's longest sleep (browser tests: 1 s, so a moved clock is followed). */
  examMaxSleepMs?: number;
};

type RateLimit = { max: number; timeWindow: number };

/** A number of hops, as the function Fastify takes (its types do not list numbers). */
const trustProxyOption = (v: boolean | number | string) =>
  typeof v === 'number' ? (_address: string, hop: number) => hop < v : v;

export const buildApp = async (opts: AppOptions) => {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...opts.timeouts };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(opts.trustProxy ?? false),
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    http: {
      requestTimeout: timeouts.request,
      headersTimeout: timeouts.headers,
      connectionsCheckingInterval: timeouts.checkEvery,
    },
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
        useDefaults: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const now = opts.now ?? (() => new Date());
  const sessions = opts.sessions ?? DEFAULT_SESSION_POLICY;
  // Sessions and attempt rows looked up once per burst of calls; writes empty the caches.
  const sessionCache = new SessionCache();
  const storage = cachingAttemptRows(invalidatingSessions(opts.storage, sessionCache));
  const hub = new Hub({
    now,
    check: async (tokenHash) => {
      const session = await storage.getSession(tokenHash);
      return session ? sessionDeadline(session, sessions) : null;
    },
  });
  // The shipped cases and the ones teachers published in the app (issue 22 §5).
  const library = new CaseLibrary(opts.catalogue, opts.caseSources);
  await library.load(storage);
  const sessionOf = async (request: FastifyRequest) =>
    (request.auth ??= await sessionOfRequest(storage, request, now(), sessions, sessionCache));
  const ctx: AppContext = {
    storage,
    catalogue: library,
    library,
    attempts: new AttemptService(storage, library, hub, {
      now,
      autoTimers: opts.autoTimers ?? true,
      // What each command changed in the module lists, for its reply and push (issue 23 §6).
      lists: (before, after, at) => listChanges(SERVER_MODULES, before, after, at),
    }),
    hub,
    now,
    sessions,
    // The auth gate has looked the session up already (auth/gate.ts): once per request.
    auth: async (request, o) => {
      const found = await sessionOf(request);
      checkPasswordChange(found.user, o);
      return found;
    },
    uploads: new UploadStore(storage, { ...DEFAULT_UPLOAD_POLICY, ...opts.uploads }),
    // Replaced once @fastify/rate-limit is registered, before any route.
    writes: async () => {
      throw new Error('the write limit is not ready');
    },
  };

  const spa = Boolean(opts.webRoot && existsSync(join(opts.webRoot, 'index.html')));
  registerSecurityHeaders(app);
  registerErrorHandler(app, { spaFallback: spa });
  registerAuthGate(app, sessionOf);
  await app.register(rateLimit, { global: false });
  ctx.writes = writeLimiter(app, { ...DEFAULT_WRITE_LIMITS, ...opts.writeLimits });
  await app.register(swagger, {
    openapi: {
      info: { title: 'cbsim API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  app.get('/api/health', { schema: { hide: true } }, async () => ({
    status: 'success',
    message: '',
    data: { ok: true },
  }));
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/Examination/GetServiceTime', { schema: { tags: ['Examination'] } }, async () => ({
    status: 'success',
    message: '',
    data: now().toISOString(),
  }));
  await app.register(
    userRoutes(ctx, {
      login: opts.loginLimit ?? { max: 30, timeWindow: 60_000 },
      changePwd: opts.changePwdLimit ?? { max: 30, timeWindow: 60_000 },
      throttle: new AuthThrottle(opts.throttle),
      devices: new DeviceTokens(
        opts.deviceSecret ??
          (await storage.serverSecret('device-tokens', newDeviceSecret(), now().toISOString())),
      ),
    }),
    { prefix: '/api/User' },
  );
  await app.register(practiceRoutes(ctx), { prefix: '/api/PracticeTraining' });
  await app.register(hintRoutes(ctx), { prefix: '/api/PracticeTraining' });
  await app.register(followUpLogRoutes(ctx), { prefix: '/api/PracticeTraining' });
  const theory = new TheoryService(
    opts.storage,
    opts.theory ?? shippedTheoryContent(),
    opts.theoryNow ?? now,
  );
  await theory.publish(now());
  await app.register(theoryRoutes(ctx, theory), { prefix: '/api/PracticeTraining' });
  // Theory exams (issue 25): after the question versions are stored (answers refer to them).
  await installExams(app, ctx, {
    storage: opts.storage,
    content: opts.theory ?? shippedTheoryContent(),
    now: opts.examNow ?? now,
    ...(opts.examMaxSleepMs !== undefined ? { maxSleepMs: opts.examMaxSleepMs } : {}),
  });
  await app.register(caseFileRoutes(ctx), { prefix: '/api/PracticeTraining' });
  // The toolbox's exchange-rate calculator (issue 26 §2).
  await app.register(ratesRoutes(ctx), { prefix: '/api/PracticeTraining' });
  // The course centre (issue 24 §5): its calls, the files its sections offer, a class's progress.
  const courses =
    opts.courses ??
    loadCoursesOrThrow(new Set(opts.catalogue.list().map((c) => c.id)), {
      courses: coursesDirOf(),
      questions: questionsDirOf(),
    });
  await app.register(courseRoutes(ctx, courses), { prefix: '/api/PracticeTraining' });
  await app.register(sourceRoutes(ctx, courses), { prefix: '/api/Source' });
  await app.register(withRole('teacher', courseProgressRoutes(ctx, courses)), {
    prefix: '/api/Teacher',
  });
  await app.register(
    withRole('teacher', questionBankRoutes(ctx, opts.theory ?? shippedTheoryContent())),
    { prefix: '/api/Teacher' },
  );
  const pdfPool = new PdfPool(opts.reportPdf?.limits);
  app.addHook('onClose', async () => pdfPool.close());
  const reportPdf = { pool: pdfPool, fonts: opts.reportPdf?.fonts ?? DEFAULT_PDF_FONTS };
  await app.register(reportRoutes(ctx, reportPdf), { prefix: '/api/PracticeTraining' });
  await app.register(withRole('teacher', teacherRoutes(ctx, reportPdf)), {
    prefix: '/api/Teacher',
  });
  const explorer = new ExplorePool(opts.exploreLimits);
  // An author's import attachments are read in workers of their own (the students' are not held up).
  const caseFileReader = new ImportReader({ ...DEFAULT_IMPORT_LIMITS, ...opts.importLimits });
  app.addHook('onClose', async () => {
    await explorer.close();
    await caseFileReader.close();
  });
  const authoring = { library, explorer, reader: caseFileReader };
  await app.register(withRole('teacher', authoringRoutes(ctx, authoring)), {
    prefix: '/api/Authoring',
  });
  await app.register(withRole('teacher', teacherReviewRoutes(ctx, opts.llm ?? null)), {
    prefix: '/api/Teacher',
  });
  // The multipart parser before the routes that read files (imports, uploads, the account import).
  await registerMultipart(app);
  registerImports(app, ctx, opts.importLimits);
  // A teacher's question files (issue 24 §1): after the multipart parser, in workers of their own.
  const questionReader = new QuestionImportReader({
    ...DEFAULT_IMPORT_LIMITS,
    ...opts.importLimits,
  });
  app.addHook('onClose', async () => questionReader.close());
  await app.register(
    withRole(
      'teacher',
      questionImportRoutes(ctx, questionReader, opts.theory ?? shippedTheoryContent()),
    ),
    { prefix: '/api/Teacher' },
  );
  registerAuthoringFiles(app, ctx);
  await app.register(withRole('admin', adminRoutes(ctx)), { prefix: '/api/Admin' });
  registerAdminImport(app, ctx, opts.importLimits);
  registerAdminRates(app, ctx, opts.importLimits);
  for (const m of Object.values(SERVER_MODULES)) {
    await app.register(m.routes(ctx), { prefix: m.prefix });
  }
  const sweep = setInterval(
    () => void hub.sweep().catch(() => undefined),
    opts.sessionSweepMs ?? 30_000,
  );
  sweep.unref();
  const sweepUploads = () =>
    ctx.uploads.sweep(now()).catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
  const uploadSweep = setInterval(() => void sweepUploads(), ctx.uploads.policy.sweepEveryMs);
  uploadSweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(uploadSweep);
    ctx.attempts.close();
  });
  app.addHook('onReady', async () => {
    await ctx.attempts.rearmAll();
    void sweepUploads();
  });
  registerWs(app, ctx);

  if (spa && opts.webRoot) {
    // Client-side routes (/Home, /orderSlove …) fall back to index.html (error-handler.ts).
    await registerWebApp(app, opts.webRoot);
  }
  return app;
};
