/**
 * POST /api/Teacher/ClassCourseProgress {classId}: a class's students × courses — sections read
 * and study time of each (issue 24 §5), to the class's teachers (and admins) only (access.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as C from '../../../schemas/api/courses.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import type { AppContext } from '../../context.ts';
import type { CourseCatalogue } from '../../courses/catalogue.ts';
import { courseProgress, studyBook } from '../../courses/progress.ts';
import { ok } from '../operate.ts';
import { classFor, teacherOf } from './access.ts';

export const courseProgressRoutes =
  (ctx: AppContext, courses: CourseCatalogue): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/ClassCourseProgress',
      {
        schema: {
          tags: ['Teacher'],
          body: C.ClassCourseProgressBody,
          response: { 200: Envelope(C.ClassCourseProgressData) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const cls = await classFor(ctx, user, req.body.classId);
        const students = (await ctx.storage.listClassUsers(cls.id)).filter(
          (u) => u.role === 'student',
        );
        const spans = await ctx.storage.listStudies(students.map((u) => u.id));
        const now = ctx.now();
        const list = courses.list();
        return ok({
          courses: list.map((c) => ({
            courseID: c.id,
            title: c.title,
            sections: courses.sections(c).length,
          })),
          students: students.map((u) => {
            const book = studyBook(
              spans.filter((s) => s.userId === u.id),
              now,
            );
            const progress = list.map((c) => courseProgress(courses, c, book));
            const last = progress
              .map((p) => p.lastStudiedAt)
              .filter((t): t is string => t !== null)
              .sort()
              .at(-1);
            return {
              userId: u.id,
              name: u.displayName,
              userName: u.username,
              progress: progress.map((p) => ({
                sectionsRead: p.sectionsRead,
                studySeconds: p.studySeconds,
              })),
              studySeconds: progress.reduce((n, p) => n + p.studySeconds, 0),
              lastStudiedAt: last ?? null,
            };
          }),
        });
      },
    );
  };
