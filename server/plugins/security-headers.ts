/**
 * Security headers on every response (API, static files, errors, the SPA fallback).
 *
 * The CSP allows scripts from this origin only: the built app has no inline script (Vite emits
 * module files). Styles allow 'unsafe-inline' because antd 6's CSS-in-JS injects <style>
 * elements at run time; a nonce instead would need index.html rendered per request (no static,
 * pre-compressed or cached copy) and the nonce handed to ConfigProvider's `csp` option. Injected
 * styles cannot run code, and script-src stays strict, so the page cannot be made to run a script
 * that did not come from this server. connect-src 'self' covers the API and, in CSP 3, the
 * websocket on the same host (ws:/wss:). frame-ancestors 'none' (and X-Frame-Options for older
 * browsers) keeps the app out of other sites' frames.
 *
 * API replies (/api/…) are never stored by a browser or proxy (`Cache-Control: no-store`, unless
 * the route set its own): they hold a student's work and answers. Static files keep theirs.
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A root hook: it runs for every reply the app sends, errors and not-found answers included. */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (isApi(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
};
