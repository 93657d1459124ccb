/**
 * /api/Authoring: a teacher's case library (issue 22 §5). Teachers and admins only (students
 * 403); a draft is its author's and the admins' (another teacher's: 403, an unknown one: 404).
 * List, Get, Save, Validate, Explore (in a bounded worker, its progress pushed on the websocket),
 * Try (a practice attempt of the draft, the author's only), RemoveFile (the upload is in
 * authoringFiles.ts), Publish to classes, Archive, Copy a shipped case. Refusals write nothing.
 * Import attachments are read in the import workers, never on the event loop.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EXPLORE_DEFAULTS, type Command } from '../../engine/index.ts';
import { IMPORT_COLUMN_ALIASES } from '../../schemas/imports.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import * as A from '../../schemas/api/authoring.ts';
import { reportLines } from '../../cli/commands/explore.ts';
import { readCaseFileImports, type TableRead } from '../caseFiles.ts';
import { caseVersionHash, fileRefs, sha256 } from '../caseVersionHash.ts';
import { publishCases } from '../catalogue.ts';
import type { AppContext } from '../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { checkDraft, yamlTooLarge, type DraftCheck } from '../authoring/validate.ts';
import type { ExplorePool } from '../authoring/explorePool.ts';
import type { CaseLibrary } from '../authoring/library.ts';
import type { ImportReader } from '../imports/pool.ts';
import type { CaseDraft, CaseOffer, User } from '../storage/types.ts';
import { exploreChannel } from '../ws/exploreChannel.ts';
import { roleIn, teacherOf } from './teacher/access.ts';

const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });
const tags = ['Authoring'];
/** Room for a YAML text above the limit to reach the route and be refused with its key. */
const bodyLimit = 4 * 1024 * 1024;

/** `reader`: the import workers an author's import attachments are read in. */
export type AuthoringDeps = { library: CaseLibrary; explorer: ExplorePool; reader: ImportReader };

/** How the authoring routes read an import attachment: in the import workers. */
export const workerRead =
  (reader: ImportReader): TableRead =>
  (f) =>
    reader.read(f.name, f.bytes, IMPORT_COLUMN_ALIASES);

export const authoringRoutes =
  (ctx: AppContext, deps: AuthoringDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { library, explorer } = deps;
    const read = workerRead(deps.reader);

    const draftFor = async (user: User, id: string): Promise<CaseDraft> => {
      const draft = await ctx.storage.getCaseDraft(id);
      if (!draft) throw notFound('authoring.error.notFound');
      if (user.role !== 'admin' && draft.authorId !== user.id) throw forbidden();
      return draft;
    };
    const refuseLarge = (yaml: string) => {
      if (yamlTooLarge(yaml)) throw badRequest('authoring.error.tooLarge');
    };
    const validation = (c: DraftCheck) => ({ ok: c.ok, errors: c.errors });
    const offers = async () =>
      new Map((await ctx.storage.listCaseOffers()).map((o) => [o.draftId, o]));
    const summary = (d: CaseDraft, offer?: CaseOffer) => ({
      id: d.id,
      name: d.name,
      status: d.status,
      caseId: d.caseId,
      authorId: d.authorId,
      classIds: offer?.classIds ?? [],
      updatedAt: d.updatedAt,
    });
    /** The case id a text names (what the library lists it by), when it parses that far. */
    const nameOf = (yaml: string, fallback: string) => {
      const m = /^id:\s*['"]?([^'"#\s]+)/m.exec(yaml);
      return m?.[1]?.slice(0, 64) ?? fallback;
    };

    app.post(
      '/List',
      { schema: { tags, response: { 200: Envelope(A.ListData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const drafts = await ctx.storage.listCaseDrafts(
          user.role === 'admin' ? undefined : user.id,
        );
        const byDraft = await offers();
        return ok({
          shipped: library.shipped
            .list()
            .map((s) => ({ caseID: s.id, title: s.title, modules: s.modules })),
          drafts: drafts.map((d) => summary(d, byDraft.get(d.id))),
        });
      },
    );

    app.post(
      '/Get',
      { schema: { tags, body: A.IdBody, response: { 200: Envelope(A.DraftData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const d = await draftFor(user, req.body.id);
        return ok({ ...summary(d, (await offers()).get(d.id)), yaml: d.yaml, files: d.files });
      },
    );

    app.post(
      '/Validate',
      {
        bodyLimit,
        schema: { tags, body: A.ValidateBody, response: { 200: Envelope(A.ValidateData) } },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        refuseLarge(req.body.yaml);
        // The attachments are checked against the files of the draft named, if any.
        const files = req.body.id === undefined ? [] : (await draftFor(user, req.body.id)).files;
        return ok(validation(await checkDraft(ctx.storage, req.body.yaml, files, read)));
      },
    );

    app.post(
      '/Save',
      { bodyLimit, schema: { tags, body: A.SaveBody, response: { 200: Envelope(A.SaveData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        await ctx.writes(req, user.id);
        const { yaml } = req.body;
        refuseLarge(yaml);
        const old = req.body.id === undefined ? null : await draftFor(user, req.body.id);
        if (old?.status === 'archived') throw conflict('authoring.error.archived');
        const check = await checkDraft(ctx.storage, yaml, old?.files ?? [], read);
        // An alias bomb is refused, not kept: nothing else in a draft is ever expanded.
        if (!check.ok && check.errors.some((e) => /alias/i.test(e.message)))
          throw badRequest('authoring.error.aliases');
        const draft: CaseDraft = {
          id: old?.id ?? randomUUID(),
          authorId: old?.authorId ?? user.id,
          name: nameOf(yaml, old?.name ?? 'draft'),
          yaml,
          files: old?.files ?? [],
          status: old?.status ?? 'draft',
          caseId: old?.caseId ?? null,
          publishedHash: old?.publishedHash ?? null,
          updatedAt: ctx.now().toISOString(),
        };
        await ctx.storage.saveCaseDraft(draft);
        return ok({ id: draft.id, updatedAt: draft.updatedAt, validation: validation(check) });
      },
    );

    /** A saved draft that passes every check, else 400 with its first error. */
    const validDraft = async (user: User, id: string) => {
      const draft = await draftFor(user, id);
      const check = await checkDraft(ctx.storage, draft.yaml, draft.files, read);
      if (!check.ok) {
        const e = check.errors[0]!;
        throw badRequest('authoring.error.invalid', {
          line: e.line,
          column: e.column,
          message: e.message,
        });
      }
      return { draft, check };
    };

    app.post(
      '/Explore',
      { schema: { tags, body: A.ExploreBody, response: { 200: Envelope(A.ExploreData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { check } = await validDraft(user, req.body.id);
        const { commands } = await readCaseFileImports(check.files, read);
        const imports = commands.map((c) => c.command as Command);
        const { run } = req.body;
        const total = check.scenario.totalScore;
        const progress =
          run === undefined
            ? undefined
            : (p: { depth: number; best: number; tries: number }) =>
                void ctx.hub.publish(exploreChannel(user.id, run), {
                  type: 'exploreProgress',
                  run,
                  ...p,
                  maxDepth: EXPLORE_DEFAULTS.maxDepth,
                  total,
                });
        const report = await explorer.explore(check.scenario, imports, progress);
        return ok({ report, lines: reportLines(report) });
      },
    );

    app.post(
      '/Try',
      { schema: { tags, body: A.IdBody, response: { 200: Envelope(A.TryData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        await ctx.writes(req, user.id);
        const { draft, check } = await validDraft(user, req.body.id);
        // A trial is its author's own attempt: an admin looking at the draft may not play it.
        if (draft.authorId !== user.id) throw forbidden();
        // The draft's current text under a private case id (no case file can take it).
        const caseId = A.trialCaseId(draft.id);
        const scenario = { ...check.scenario, id: caseId };
        const hash = caseVersionHash(scenario, check.files);
        await ctx.storage.publishCaseVersion(
          {
            hash,
            caseId,
            scenarioJson: JSON.stringify(scenario),
            files: fileRefs(check.files),
            createdAt: ctx.now().toISOString(),
          },
          check.files.map((f) => ({ sha256: sha256(f.bytes), bytes: f.bytes })),
        );
        library.try(caseId, { scenario, files: check.files, hash, authorId: user.id });
        // Each try starts over on the current text; an earlier trial attempt is kept as history.
        const earlier = (await ctx.storage.listAttempts(user.id)).find((a) => a.caseId === caseId);
        const attempt = earlier
          ? await ctx.attempts.reset(user, earlier, ctx.now())
          : await ctx.attempts.start(user, caseId, ctx.now());
        return ok({ caseID: caseId, userCaseID: attempt.id, modules: scenario.modules });
      },
    );

    app.post(
      '/RemoveFile',
      { schema: { tags, body: A.RemoveFileBody, response: { 200: Envelope(A.FilesData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        await ctx.writes(req, user.id);
        const draft = await draftFor(user, req.body.id);
        if (draft.status === 'archived') throw conflict('authoring.error.archived');
        if (!draft.files.some((f) => f.name === req.body.name))
          throw notFound('authoring.error.fileNotFound');
        const files = draft.files.filter((f) => f.name !== req.body.name);
        await ctx.storage.saveCaseDraft({ ...draft, files, updatedAt: ctx.now().toISOString() });
        return ok({ files });
      },
    );

    app.post(
      '/Publish',
      { schema: { tags, body: A.PublishBody, response: { 200: Envelope(A.PublishData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        await ctx.writes(req, user.id);
        const { draft, check } = await validDraft(user, req.body.id);
        if (draft.status === 'archived') throw conflict('authoring.error.archived');
        const caseId = check.scenario.id;
        for (const classId of req.body.classIds) {
          const cls = await ctx.storage.getClass(classId);
          if (!cls) throw notFound('authoring.error.classNotFound');
          if ((await roleIn(ctx, user, cls.id)) !== 'teacher') throw forbidden();
        }
        if (draft.caseId !== null && draft.caseId !== caseId)
          throw conflict('authoring.error.caseIdChanged', { caseId: draft.caseId });
        if (library.isShipped(caseId)) throw conflict('authoring.error.caseIdTaken', { caseId });
        const holder = (await ctx.storage.listCaseDrafts()).find(
          (d) => d.caseId === caseId && d.id !== draft.id,
        );
        // A case played before under this id (another draft's, or one the folder no longer has).
        if (holder || (draft.caseId === null && (await ctx.storage.getCase(caseId))))
          throw conflict('authoring.error.caseIdTaken', { caseId });
        const hash = caseVersionHash(check.scenario, check.files);
        const at = ctx.now().toISOString();
        await ctx.storage.publishCaseVersion(
          {
            hash,
            caseId,
            scenarioJson: JSON.stringify(check.scenario),
            files: fileRefs(check.files),
            createdAt: at,
          },
          check.files.map((f) => ({ sha256: sha256(f.bytes), bytes: f.bytes })),
        );
        await ctx.storage.offerCaseDraft(draft.id, caseId, hash, req.body.classIds, at);
        await library.offer(ctx.storage, {
          draftId: draft.id,
          authorId: draft.authorId,
          caseId,
          hash,
          classIds: [...req.body.classIds],
        });
        return ok({ caseID: caseId, version: hash });
      },
    );

    app.post(
      '/Archive',
      { schema: { tags, body: A.IdBody, response: { 200: Envelope(A.Done) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        await ctx.writes(req, user.id);
        const draft = await draftFor(user, req.body.id);
        await ctx.storage.archiveCaseDraft(draft.id, ctx.now().toISOString());
        if (draft.caseId) library.withdraw(draft.caseId);
        return ok({ id: draft.id });
      },
    );

    app.post(
      '/Copy',
      { schema: { tags, body: A.CopyBody, response: { 200: Envelope(A.CopyData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        await ctx.writes(req, user.id);
        const { caseID } = req.body;
        const source = library.source(caseID);
        if (source === undefined) throw notFound('case.error.notFound');
        // The copy is a case of its own: a new id (a shipped case's id is never published over).
        const id = randomUUID();
        const yaml = source.replace(/^id:.*$/m, `id: ${caseID}-${id.slice(0, 6)}`);
        // The shipped files' bytes are stored with its version (at start; again here if not).
        await publishCases(ctx.storage, library.shipped, ctx.now(), [caseID]);
        const draft: CaseDraft = {
          id,
          authorId: user.id,
          name: nameOf(yaml, caseID),
          yaml,
          files: fileRefs(library.shipped.files(caseID)),
          status: 'draft',
          caseId: null,
          publishedHash: null,
          updatedAt: ctx.now().toISOString(),
        };
        await ctx.storage.saveCaseDraft(draft);
        return ok({ id: draft.id });
      },
    );
  };
