/** The module kit, server layer: a module's API under the spec's prefix (server/routes/modules.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import type { Command, Envelope } from '../../engine/index.ts';
import type { AppContext } from '../context.ts';
import type { Attempt } from '../storage/types.ts';
import type { View } from './view.ts';

/**
 * A module's list route (`/list` unless it names its paths): its body and reply schemas and the
 * pure list view. `all` is the query that shows every row (no filter), used to tell whether a
 * command changed the list (server/routes/listChanges.ts); paging is added there.
 */
export type ListRoute = {
  paths: readonly string[];
  body: TSchema;
  data: TSchema;
  view: (v: View, query: never, now: string) => { version: number };
  all: Record<string, unknown>;
};

/** Declares the list route with its types held together (the view reads what the body allows). */
export const listRoute = <B extends TSchema, D extends TSchema>(spec: {
  body: B;
  data: D;
  view: (v: View, query: Static<B>, now: string) => Static<D> & { version: number };
  paths?: readonly string[];
  all?: Partial<Static<B>>;
}): ListRoute => ({
  paths: spec.paths ?? ['/list'],
  body: spec.body,
  data: spec.data,
  view: spec.view as ListRoute['view'],
  all: (spec.all ?? {}) as Record<string, unknown>,
});

/** Completes a command from the server's records before the engine decides it (stored files). */
export type Prepare<C> = (ctx: AppContext, attempt: Attempt, command: C) => Promise<C>;

/** A module's command route (`/Operate` unless named otherwise): its body and optional prepare. */
export type CommandRoute = { path: string; body: TSchema; prepare?: Prepare<Command> };

/** Declares a command route; its body is the Operate body of the module's commands. */
export const commandRoute = <B extends TSchema>(spec: {
  body: B;
  path?: string;
  prepare?: Static<B> extends { command: infer C extends Command } ? Prepare<C> : never;
}): CommandRoute => ({
  path: spec.path ?? '/Operate',
  body: spec.body,
  ...(spec.prepare ? { prepare: spec.prepare as Prepare<Command> } : {}),
});

/**
 * A view a page shows besides the list, watched for changes after each command: one view, or one
 * per id (a conversation, a dispute). Its reply to a command carries the new contents of those
 * that changed (the view is exactly what its route answers, cut to the route's reply schema
 * `data`), so the page needs no reload.
 */
export type Watched = { data: TSchema } & (
  | { view: (v: View, now: string) => { version: number } }
  | {
      ids: (v: View) => readonly string[];
      view: (v: View, id: string, now: string) => { version: number } | null;
    }
);

/** What a module's `module.ts` declares; its prefix and tag come from its identity. */
export type ServerModule = {
  /** The list route (`/list`), registered by the kit. */
  list?: ListRoute;
  /** The command routes: `/Operate` and any other whose handler is the shared Operate call. */
  commands?: readonly CommandRoute[];
  /** Evidence files at `/Upload` and `/File` (server/routes/evidenceFiles.ts), keyed by module. */
  files?: 'dispute' | 'claim';
  /** Views besides the list that a command may change (see Watched), by name. */
  watch?: Record<string, Watched>;
  /** The module's special routes, which none of the above covers. */
  routes?: (ctx: AppContext) => FastifyPluginAsyncTypebox;
  /**
   * A file import at `<prefix>/Import` (server/routes/imports.ts): the command the file's rows
   * become and how many things the events imported.
   */
  import?: { command: 'ImportOrders' | 'ImportStock'; imported: (events: Envelope[]) => number };
};

/** A registered module: its declaration with the API prefix of its identity (schemas/<m>/identity.ts). */
export type RegisteredServerModule = Omit<ServerModule, 'routes'> & {
  /** Every route of the module: the kit's standard ones and its own. */
  routes: (ctx: AppContext) => FastifyPluginAsyncTypebox;
  /** The spec's API prefix, e.g. /api/PTOrder. */
  prefix: `/api/${string}`;
  /** Tag of the module's routes in the OpenAPI document (the prefix after /api/). */
  tag: string;
};
