/**
 * The built web app (dist/web): files with their pre-compressed copies (brotli or gzip, chosen by
 * Accept-Encoding, always with Vary: Accept-Encoding), cached by what they are. Files under
 * assets/ carry a content hash in their names, so a browser keeps them a year without asking;
 * index.html (and the favicon) must be revalidated (no-cache, with ETag), so a new build is seen
 * at the next visit. Client-side routes (/Home, /orderSlove …) get index.html through the
 * not-found handler (error-handler.ts), which answers other methods and missing files itself.
 */
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A path of the built app, relative to its root: does its name carry a content hash? */
export const isHashedAsset = (relativePath: string) =>
  relativePath.split(sep).join('/').startsWith('assets/');

/** Paths the client-side router owns: not the API, no file name (extension), not assets/. */
export const isClientRoute = (pathname: string) =>
  !pathname.startsWith('/api/') &&
  pathname !== '/api' &&
  !pathname.startsWith('/assets/') &&
  !/\.[A-Za-z0-9]+$/.test(pathname);

export const registerWebApp = async (app: FastifyInstance, webRoot: string) => {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        isHashedAsset(relative(webRoot, path)) ? IMMUTABLE : REVALIDATE,
      );
    },
  });
};
