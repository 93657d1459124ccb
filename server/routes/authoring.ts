/**
 * /api/Authoring: a teacher's case library (issue 22 §5). Teachers and admins only (students
 * 403); a draft is its author's and the admins' (another teacher's: 403, an unknown one: 404).
 * List, Get, Save, Validate, Explore (in a bounded worker), Publish to classes, Archive, Copy a
 * shipped case. Refusals write nothing.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Command } from '../../engine/index.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import * as A from '../../schemas/api/authoring.ts';
import { reportLines } from '../../cli/commands/explore.ts';
import { caseFileImports } from '../caseFiles.ts';
import { caseVersionHash, fileRefs, sha256 } from '../caseVersionHash.ts';
import { publishCases } from '../catalogue.ts';
import type { AppContext } from '../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { checkDraft, yamlTooLarge, type DraftCheck } from '../authoring/validate.ts';
import type { ExplorePool } from '../authoring/explorePool.ts';
import type { CaseLibrary } from '../authoring/library.ts';
import type { CaseDraft, CaseOffer, User } from '../storage/types.ts';
import { teacherOf } from './teacher/access.ts';

const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });
const tags = ['Authoring'];
/** Room for a YAML text above the limit to reach the route and be refused with its key. */
const bodyLimit = 4 * 1024 * 1024;

export type AuthoringDeps = { library: CaseLibrary; explorer: ExplorePool };

export const authoringRoutes =
  (ctx: AppContext, deps: AuthoringDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { library, explorer } = deps;

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
        return ok(validation(await checkDraft(ctx.storage, req.body.yaml, files)));
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
        const check = await checkDraft(ctx.storage, yaml, old?.files ?? []);
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
      const check = await checkDraft(ctx.storage, draft.yaml, draft.files);
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
      { schema: { tags, body: A.IdBody, response: { 200: Envelope(A.ExploreData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { check } = await validDraft(user, req.body.id);
        const imports = caseFileImports(check.files).commands.map((c) => c.command as Command);
        const report = await explorer.explore(check.scenario, imports);
        return ok({ report, lines: reportLines(report) });
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
          if (user.role !== 'admin' && cls.teacherId !== user.id) throw forbidden();
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
