/**
 * /api/Source (spec section 7: POST /Source/List?type={type}, no body): the files the course
 * sections offer, of one type (sheet, document, image) or all; POST /Source/File {courseID, file}
 * sends one as a download (never rendered by the browser). Any signed-in user: course content is
 * the same for everyone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as C from '../../schemas/api/courses.ts';
import type { ResourceType } from '../../schemas/courses.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import type { AppContext } from '../context.ts';
import { contentTypeOf, type CourseCatalogue } from '../courses/catalogue.ts';
import { notFound } from '../errors.ts';
import { ok } from './operate.ts';

const tags = ['Source'];

/** The files offered, by course and section (one section's when given), of one type when given. */
export const resourcesOf = (
  courses: CourseCatalogue,
  courseId?: string,
  sectionId?: string,
  type?: ResourceType,
): C.Resource[] =>
  courses
    .resources(type)
    .filter(
      (r) => (!courseId || r.course.id === courseId) && (!sectionId || r.section.id === sectionId),
    )
    .map((r) => ({
      courseID: r.course.id,
      sectionID: r.section.id,
      file: r.resource.file,
      type: r.resource.type,
      title: r.resource.title,
      size: courses.file(r.course.id, r.resource.file)?.bytes.byteLength ?? 0,
    }));

export const sourceRoutes =
  (ctx: AppContext, courses: CourseCatalogue): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/List',
      {
        schema: {
          tags,
          querystring: C.SourceListQuery,
          response: { 200: Envelope(C.SourceListData) },
        },
      },
      async (req) => {
        await ctx.auth(req);
        return ok({ list: resourcesOf(courses, undefined, undefined, req.query.type) });
      },
    );

    app.post('/File', { schema: { tags, body: C.SourceFileBody } }, async (req, reply) => {
      await ctx.auth(req);
      const file = courses.file(req.body.courseID, req.body.file);
      if (!file) throw notFound('course.error.fileNotFound');
      return reply
        .header('content-type', contentTypeOf(file.name))
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    });
  };
