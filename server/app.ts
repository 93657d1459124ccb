/**
 * buildApp: the Fastify application. Plugins (rate limit, swagger, websocket, static files),
 * the error envelope, and routes by folder. Tests build it with a real database and inject.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { AttemptService } from './attempts/service.ts';
import { authenticate, DEFAULT_SESSION_POLICY, type SessionPolicy } from './auth/sessions.ts';
import type { Catalogue } from './catalogue.ts';
import type { AppContext } from './context.ts';
import type { ImportLimits } from './imports/limits.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { afterSaleRoutes } from './routes/afterSales.ts';
import { caseFileRoutes } from './routes/caseFiles.ts';
import { customerRoutes } from './routes/customers.ts';
import { registerImports } from './routes/imports.ts';
import { orderRoutes } from './routes/orders.ts';
import { stockRoutes } from './routes/stock.ts';
import { practiceRoutes } from './routes/practice.ts';
import { userRoutes } from './routes/user.ts';
import type { Storage } from './storage/types.ts';
import { Hub } from './ws/hub.ts';
import { registerWs } from './ws/route.ts';

export type AppOptions = {
  storage: Storage;
  catalogue: Catalogue;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve (dist/web); omitted in API tests. */
  webRoot?: string;
  loginLimit?: { max: number; timeWindow: number };
  sessions?: SessionPolicy;
  /** Fire policy timers on time in this process (default). Tests turn it off and read instead. */
  autoTimers?: boolean;
  /** Limits of import files and of the workers that read them (server/imports/limits.ts). */
  importLimits?: Partial<ImportLimits>;
};

export const buildApp = async (opts: AppOptions) => {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 256 * 1024,
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
  const hub = new Hub();
  const ctx: AppContext = {
    storage: opts.storage,
    catalogue: opts.catalogue,
    attempts: new AttemptService(opts.storage, opts.catalogue, hub, {
      now,
      autoTimers: opts.autoTimers ?? true,
    }),
    hub,
    now,
    sessions,
    auth: (request) => authenticate(opts.storage, request, now(), sessions),
  };

  const spa = Boolean(opts.webRoot && existsSync(join(opts.webRoot, 'index.html')));
  registerErrorHandler(app, { spaFallback: spa });
  await app.register(rateLimit, { global: false });
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
  await app.register(userRoutes(ctx, opts.loginLimit ?? { max: 10, timeWindow: 60_000 }), {
    prefix: '/api/User',
  });
  await app.register(practiceRoutes(ctx), { prefix: '/api/PracticeTraining' });
  await app.register(caseFileRoutes(ctx), { prefix: '/api/PracticeTraining' });
  await app.register(orderRoutes(ctx), { prefix: '/api/PTOrder' });
  await app.register(stockRoutes(ctx), { prefix: '/api/PTStorage' });
  await app.register(afterSaleRoutes(ctx), { prefix: '/api/PTAfterSale' });
  await app.register(customerRoutes(ctx), { prefix: '/api/PTCustomer' });
  await registerImports(app, ctx, opts.importLimits);
  app.addHook('onClose', async () => ctx.attempts.close());
  app.addHook('onReady', async () => {
    await ctx.attempts.rearmAll();
  });
  registerWs(app, ctx);

  if (spa && opts.webRoot) {
    // Client-side routes (/Home, /orderSlove …) fall back to index.html (error-handler.ts).
    await app.register(fastifyStatic, { root: opts.webRoot, wildcard: false });
  }
  return app;
};
