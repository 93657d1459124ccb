/** The module kit, server layer: a module's API under the spec's prefix (server/routes/modules.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Envelope } from '../../engine/index.ts';
import type { AppContext } from '../context.ts';

/** What a module's `module.ts` declares; its prefix and tag come from its identity. */
export type ServerModule = {
  routes: (ctx: AppContext) => FastifyPluginAsyncTypebox;
  /**
   * A file import at `<prefix>/Import` (server/routes/imports.ts): the command the file's rows
   * become and how many things the events imported.
   */
  import?: { command: 'ImportOrders' | 'ImportStock'; imported: (events: Envelope[]) => number };
};

/** A registered module: its declaration with the API prefix of its identity (schemas/<m>/identity.ts). */
export type RegisteredServerModule = ServerModule & {
  /** The spec's API prefix, e.g. /api/PTOrder. */
  prefix: `/api/${string}`;
  /** Tag of the module's routes in the OpenAPI document (the prefix after /api/). */
  tag: string;
};
