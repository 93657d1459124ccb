/**
 * The API is closed by default: one onRequest hook checks the session of every /api route, except
 * the few public ones listed here (PUBLIC_ROUTES), before the body is read or validated. The user
 * is attached to the request (`request.auth`), so handlers' ctx.auth costs no second lookup.
 * Routes declare what else they need in their config: `role` (teacher: teachers and admins;
 * admin: admins only; 403 errors.forbidden otherwise) and `passwordChange` (a user who must
 * change their password may still call it; other calls answer 403 user.error.mustChangePassword).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import type { User } from '../storage/types.ts';
import { checkPasswordChange, type Authenticated } from './sessions.ts';

/** Who may call a route besides any signed-in user: teachers (and admins), or admins only. */
export type RouteRole = 'teacher' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked by the auth gate after the session (403 errors.forbidden). */
    role?: RouteRole;
    /** A user who must change their password may still make this call (logout, the change). */
    passwordChange?: boolean;
  }
  interface FastifyRequest {
    /** The request's session, once the auth gate (or ctx.auth) has checked it. */
    auth: Authenticated | null;
  }
}

/**
 * The /api routes anyone may call, with why. Everything else answers 401 without a live session
 * (server/auth/gate.int.test.ts walks the OpenAPI document to prove it).
 */
export const PUBLIC_ROUTES: readonly { method: 'GET' | 'POST'; url: string; why: string }[] = [
  { method: 'GET', url: '/api/health', why: 'the liveness probe of the deployment' },
  { method: 'GET', url: '/api/openapi.json', why: 'the description of the API, no data' },
  {
    method: 'GET',
    url: '/api/Examination/GetServiceTime',
    why: 'the server clock, read before signing in',
  },
  { method: 'POST', url: '/api/User/login', why: 'signing in' },
  {
    method: 'GET',
    url: '/api/ws',
    why: 'a browser cannot set headers on a websocket: its hello carries the token (ws/route.ts)',
  },
];

const PUBLIC = new Set(PUBLIC_ROUTES.map((r) => `${r.method} ${r.url}`));

/** Whether a route (its method and URL pattern) is on the allow-list; HEAD is its GET. */
export const isPublicRoute = (method: string, url: string) =>
  PUBLIC.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);

/** Whether a user has a route's role. */
export const hasRole = (user: User, role: RouteRole) =>
  user.role === 'admin' || (role === 'teacher' && user.role === 'teacher');

/**
 * Adds the gate to the app (before any route). `resolve` finds the request's session or throws
 * 401, and sets `request.auth`.
 */
export const registerAuthGate = (
  app: FastifyInstance,
  resolve: (request: FastifyRequest) => Promise<Authenticated>,
) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // Unknown paths (404) and the web app's files are not the API's.
    if (url === undefined || !url.startsWith('/api/')) return;
    if (isPublicRoute(request.method, url)) return;
    const { user } = await resolve(request);
    const config = request.routeOptions.config;
    checkPasswordChange(user, { passwordChange: config.passwordChange === true });
    if (config.role && !hasRole(user, config.role)) throw forbidden();
  });
};

/**
 * A group of routes that all need `role`: each route's config gets it unless it declares its own.
 * Register it with the group's prefix, as the plugin it wraps.
 */
export const withRole =
  (role: RouteRole, plugin: FastifyPluginAsync): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, role: route.config?.role ?? role };
    });
    await app.register(plugin);
  };
