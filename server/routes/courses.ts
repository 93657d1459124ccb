/**
 * /api/PracticeTraining course calls (issue 24 §5): the courses with the student's progress
 * (CourseList), a course's chapters and sections (GetCurriculumList), one section's content with
 * its sources, cases, questions, files and the chapter's after-class exercises
 * (GetSectionDetailList), and study time: StartCourseLearn opens a span while the page is
 * visible, CourseLearnBeat keeps it open, LeaveCourseLearn closes it (engine/courses/studyTime.ts).
 * A span belongs to the student who opened it; anyone else gets 404.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  closingTime,
  HEARTBEAT_SECONDS,
  READ_AFTER_SECONDS,
  spanSeconds,
  timedOut,
} from '../../engine/courses/studyTime.ts';
import { presentItem } from '../../engine/theory/index.ts';
import * as C from '../../schemas/api/courses.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import type { Question } from '../../schemas/questions.ts';
import type { AppContext } from '../context.ts';
import type { CourseCatalogue } from '../courses/catalogue.ts';
import { courseProgress, studyBook, studyOf } from '../courses/progress.ts';
import { notFound } from '../errors.ts';
import type { User } from '../storage/types.ts';
import { ok } from './operate.ts';
import { resourcesOf } from './source.ts';

const tags = ['PracticeTraining'];

/** A question shown read-only: its text and choices in a fixed order, nothing that tells what is right. */
export const preview = (q: Question): C.QuestionPreview => ({ id: q.id, item: presentItem(q, 0) });

export const courseRoutes =
  (ctx: AppContext, courses: CourseCatalogue): FastifyPluginAsyncTypebox =>
  async (app) => {
    const bookOf = async (user: User) =>
      studyBook(await ctx.storage.listStudies([user.id]), ctx.now());
    const sectionOf = (courseID: string, sectionID: string) => {
      const ref = courses.section(courseID, sectionID);
      if (!ref) throw notFound('course.error.sectionNotFound');
      return ref;
    };
    /** A span of the user's own; another user's is as unknown as a made-up id. */
    const ownSpan = async (user: User, learnID: string) => {
      const span = await ctx.storage.getStudy(learnID);
      if (!span || span.userId !== user.id) throw notFound('course.error.learnNotFound');
      return span;
    };

    app.post(
      '/CourseList',
      { schema: { tags, response: { 200: Envelope(C.CourseListData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const book = await bookOf(user);
        const list = courses.list().map((course) => {
          const sections = courses.sections(course);
          const next =
            sections.find((s) => !studyOf(book, course.id, s.section.id).read) ?? sections[0]!;
          return {
            courseID: course.id,
            title: course.title,
            summary: course.summary,
            platforms: course.platforms ?? [],
            chapters: course.chapters.length,
            exercises: course.chapters.reduce((n, ch) => n + courses.exercises(ch).length, 0),
            progress: courseProgress(courses, course, book),
            nextSectionID: next.section.id,
          };
        });
        return ok({ list, readAfterSeconds: READ_AFTER_SECONDS });
      },
    );

    app.post(
      '/GetCurriculumList',
      { schema: { tags, body: C.CourseBody, response: { 200: Envelope(C.CurriculumData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const course = courses.get(req.body.courseID);
        if (!course) throw notFound('course.error.notFound');
        const book = await bookOf(user);
        return ok({
          courseID: course.id,
          title: course.title,
          summary: course.summary,
          progress: courseProgress(courses, course, book),
          chapters: course.chapters.map((ch) => ({
            chapterID: ch.id,
            title: ch.title,
            exercises: courses.exercises(ch).length,
            sections: ch.sections.map((s) => {
              const st = studyOf(book, course.id, s.id);
              return { sectionID: s.id, title: s.title, studySeconds: st.seconds, read: st.read };
            }),
          })),
        });
      },
    );

    app.post(
      '/GetSectionDetailList',
      {
        schema: { tags, body: C.SectionBody, response: { 200: Envelope(C.SectionDetailData) } },
      },
      async (req) => {
        const { user } = await ctx.auth(req);
        const { course, chapter, section, index } = sectionOf(
          req.body.courseID,
          req.body.sectionID,
        );
        const all = courses.sections(course);
        const st = studyOf(await bookOf(user), course.id, section.id);
        const lastOfChapter = chapter.sections.at(-1)?.id === section.id;
        return ok({
          courseID: course.id,
          courseTitle: course.title,
          chapterID: chapter.id,
          chapterTitle: chapter.title,
          sectionID: section.id,
          title: section.title,
          content: {
            zh: courses.text(course.id, section.id, 'zh'),
            en: courses.text(course.id, section.id, 'en'),
          },
          sources: section.sources,
          cases: section.cases
            .filter((id) => ctx.library.visibleTo(user, id))
            .flatMap((id) => {
              const s = ctx.catalogue.get(id);
              return s
                ? [{ caseID: id, title: { zh: s.title.zh ?? '', en: s.title.en ?? '' } }]
                : [];
            }),
          questions: section.questions.flatMap((id) => {
            const q = courses.question(id);
            return q ? [preview(q)] : [];
          }),
          resources: resourcesOf(courses, course.id, section.id),
          exercises: lastOfChapter ? courses.exercises(chapter).map(preview) : null,
          prevSectionID: all[index - 1]?.section.id ?? null,
          nextSectionID: all[index + 1]?.section.id ?? null,
          studySeconds: st.seconds,
          read: st.read,
        });
      },
    );

    app.post(
      '/StartCourseLearn',
      { schema: { tags, body: C.SectionBody, response: { 200: Envelope(C.StartLearnData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const { course, section } = sectionOf(req.body.courseID, req.body.sectionID);
        const now = ctx.now();
        // Another open page (a second tab, a section left without a Leave) stops counting here.
        const closing = (await ctx.storage.openStudies(user.id)).map((s) => ({
          id: s.id,
          endedAt: closingTime(s, now),
        }));
        const at = now.toISOString();
        const learnID = randomUUID();
        await ctx.storage.startStudy(
          {
            id: learnID,
            userId: user.id,
            courseId: course.id,
            sectionId: section.id,
            startedAt: at,
            lastBeatAt: at,
            endedAt: null,
          },
          closing,
        );
        return ok({ learnID, heartbeatSeconds: HEARTBEAT_SECONDS });
      },
    );

    app.post(
      '/CourseLearnBeat',
      { schema: { tags, body: C.LearnBody, response: { 200: Envelope(C.BeatData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const span = await ownSpan(user, req.body.learnID);
        const now = ctx.now();
        if (span.endedAt !== null) return ok({ open: false });
        if (timedOut(span, now)) {
          // The page was gone too long: the span ended at its last beat; the page starts anew.
          await ctx.storage.endStudy(span.id, span.lastBeatAt);
          return ok({ open: false });
        }
        return ok({ open: await ctx.storage.beatStudy(span.id, now.toISOString()) });
      },
    );

    app.post(
      '/LeaveCourseLearn',
      { schema: { tags, body: C.LearnBody, response: { 200: Envelope(C.LeaveData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const span = await ownSpan(user, req.body.learnID);
        const now = ctx.now();
        // A second Leave (a retried request) changes nothing.
        if (span.endedAt === null) await ctx.storage.endStudy(span.id, closingTime(span, now));
        const ended = (await ctx.storage.getStudy(span.id)) ?? span;
        const book = await bookOf(user);
        return ok({
          seconds: spanSeconds(ended, now),
          studySeconds: studyOf(book, span.courseId, span.sectionId).seconds,
        });
      },
    );
  };
