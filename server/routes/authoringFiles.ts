/**
 * POST /api/Authoring/UploadFile (multipart: the draft's `id`, one file): a case file beside a
 * draft, named as the case's `attachments` name it (issue 22 §5). The limits of other uploads: at
 * most CASE_FILE_MAX_BYTES (the multipart parser stops a larger one: 413), a type the case files
 * allow with first bytes that match it, DRAFT_FILES_MAX files a draft. An import attachment is read
 * in the import workers when the draft is checked (Validate, Save, Explore, Try, Publish), never
 * here on the event loop. The bytes and the draft naming them are stored in one transaction; a
 * file of the same name is replaced. Teachers and admins; the draft's author or an admin.
 */
import type { FastifyInstance } from 'fastify';
import { DRAFT_FILES_MAX, FilesData } from '../../schemas/api/authoring.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import { CASE_FILE_MAX_BYTES, CASE_FILE_TYPES } from '../caseFiles.ts';
import { sha256 } from '../caseVersionHash.ts';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { readUpload } from '../uploads/multipart.ts';
import { teacherOf } from './teacher/access.ts';
import { cleanName, looksLike } from './uploads.ts';

/** Registers the route; the multipart parser must already be registered (registerMultipart). */
export const registerAuthoringFiles = (app: FastifyInstance, ctx: AppContext) => {
  app.post(
    '/api/Authoring/UploadFile',
    {
      schema: {
        tags: ['Authoring'],
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(FilesData) },
      },
      config: { role: 'teacher' },
    },
    async (req) => {
      const user = await teacherOf(ctx, req);
      await ctx.writes(req, user.id);
      let upload;
      try {
        upload = await readUpload(req);
      } catch (e) {
        if ((e as { statusCode?: number }).statusCode === 413)
          throw new ApiError(413, 'authoring.error.fileTooLarge');
        throw e;
      }
      const id = upload.fields.id;
      if (!id) throw badRequest('errors.validation');
      const draft = await ctx.storage.getCaseDraft(id);
      if (!draft) throw notFound('authoring.error.notFound');
      if (user.role !== 'admin' && draft.authorId !== user.id) throw forbidden();
      if (draft.status === 'archived') throw conflict('authoring.error.archived');
      if (!upload.bytes || !upload.fileName) throw badRequest('import.error.noFile');
      const name = cleanName(upload.fileName).slice(-100);
      const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
      if (!ext || !(ext in CASE_FILE_TYPES) || !looksLike(ext, upload.bytes))
        throw badRequest('authoring.error.fileType');
      if (upload.bytes.length > CASE_FILE_MAX_BYTES)
        throw new ApiError(413, 'authoring.error.fileTooLarge');
      const others = draft.files.filter((f) => f.name !== name);
      if (others.length >= DRAFT_FILES_MAX)
        throw badRequest('authoring.error.tooManyFiles', { max: DRAFT_FILES_MAX });
      const ref = { name, sha256: sha256(upload.bytes) };
      const files = [...others, ref];
      await ctx.storage.saveCaseDraft({ ...draft, files, updatedAt: ctx.now().toISOString() }, [
        { sha256: ref.sha256, bytes: upload.bytes },
      ]);
      return { status: 'success' as const, message: '', data: { files } };
    },
  );
};
