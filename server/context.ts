/**
 * What route handlers share (AppContext): storage, the case catalogue and library, attempts, the
 * live hub, the clock, sessions.
 */
import type { FastifyRequest } from 'fastify';
import type { AttemptService } from './attempts/service.ts';
import type { AuthOptions, SessionPolicy } from './auth/sessions.ts';
import type { CaseLibrary } from './authoring/library.ts';
import type { Catalogue } from './catalogue.ts';
import type { WriteLimit } from './plugins/write-limit.ts';
import type { Storage, User } from './storage/types.ts';
import type { UploadStore } from './uploads/store.ts';
import type { Hub } from './ws/hub.ts';

/** What routes share: storage, the catalogue, attempts, the hub and the injected clock. */
export type AppContext = {
  storage: Storage;
  catalogue: Catalogue;
  /** The same cases as the catalogue, with who may see each (authored ones: their classes). */
  library: CaseLibrary;
  attempts: AttemptService;
  hub: Hub;
  now: () => Date;
  sessions: SessionPolicy;
  /**
   * Resolves the request's bearer token to its user, or throws 401 (403 while the user must
   * change their password, unless `opts.passwordChange`). Looked up once per request: the auth
   * gate (auth/gate.ts) has done it before the handler runs.
   */
  auth: (request: FastifyRequest, opts?: AuthOptions) => Promise<{ user: User; tokenHash: string }>;
  /** Stores uploads within their quotas; sweeps the ones no longer kept. */
  uploads: UploadStore;
  /** Counts a call that appends events or stores a file, per user (429 over the limit). */
  writes: WriteLimit;
};
