/**
 * A teacher's question file in the app (issue 24 §1, docs/adr/0026): POST
 * /api/Teacher/QuestionImportPreview (multipart: one GIFT, Aiken, Moodle XML, .xlsx/.csv or .docx
 * file) reads it in the question import worker with the import limits and answers what it would
 * import — every question, or none and every error by line or row with its message key; nothing is
 * stored. POST /api/Teacher/QuestionTemplate {format} downloads the blank Word or Excel template.
 * Teachers and admins only (registered with the teacher role).
 */
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as B from '../../../schemas/api/questionBank.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import type { QuestionImportReader } from '../../imports/questionPool.ts';
import type { TheoryContent } from '../../theory/content.ts';
import { readUpload } from '../../uploads/multipart.ts';
import { ok } from '../operate.ts';
import { teacherOf } from './access.ts';

const TEMPLATES = {
  docx: {
    url: new URL('../../../questions/templates/questions.docx', import.meta.url),
    name: 'questions.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    url: new URL('../../../questions/templates/questions.xlsx', import.meta.url),
    name: 'questions.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const;

/** Ids of questions without one in the file: from the file's name, as the CLI makes them. */
const prefixOf = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'imported';

export const questionImportRoutes =
  (
    ctx: AppContext,
    reader: QuestionImportReader,
    content: TheoryContent,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/QuestionImportPreview',
      {
        schema: {
          tags: ['Teacher'],
          consumes: ['multipart/form-data'],
          response: { 200: Envelope(B.QuestionImportPreviewData) },
        },
      },
      async (req) => {
        await teacherOf(ctx, req);
        const upload = await readUpload(req);
        if (!upload.bytes || !upload.fileName) throw badRequest('import.error.noFile');
        const fileName = upload.fileName.slice(-200);
        const taken = new Set(content.questions.map((q) => q.id));
        const r = await reader.read(
          fileName,
          upload.bytes,
          { idPrefix: prefixOf(fileName) },
          taken,
        );
        const valid = r.errors.length === 0;
        return ok({
          fileName,
          total: valid ? r.questions.length : 0,
          byType: valid ? r.byType : {},
          errors: r.errors.map(({ message: _m, ...e }) => e),
          questions: valid ? r.questions : [],
        });
      },
    );
    app.post(
      '/QuestionTemplate',
      { schema: { tags: ['Teacher'], body: B.QuestionTemplateBody } },
      async (req, reply) => {
        await teacherOf(ctx, req);
        const t = TEMPLATES[req.body.format];
        return reply
          .header('content-type', t.type)
          .header('content-disposition', `attachment; filename="${t.name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(readFileSync(t.url));
      },
    );
  };
