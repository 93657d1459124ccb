/**
 * /api/Teacher: a teacher's classes with the students needing attention (Classes), one class's
 * students × cases graded by the class's method (ClassView), one case's tracking points across a
 * class and who missed each (CaseAnalytics) and one attempt with its analysis and timeline
 * (Attempt), and the attempt's module tables after any one of its events (AttemptStep). Grading
 * (Override, Review) appends the teacher's events; the grading method and a student's attempts
 * at a case are in gradeRoutes.ts; access in access.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clockOffsetMinutes, scoreAttempt, snapshotAt } from '../../../engine/index.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { AttemptReview, ScoreBreakdown } from '../../../schemas/api/practice.ts';
import * as T from '../../../schemas/api/teacher.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../operate.ts';
import { ApiError, notFound } from '../../errors.ts';
import { attemptFor, classAccess, roleIn, teacherOf } from './access.ts';
import type { SchoolClass, StaffRole } from '../../storage/types.ts';
import type { ReportPdf } from '../report.ts';
import { classInfoOf, classViewOf, classWorkOf } from './classData.ts';
import { classStaffRoutes } from './staffRoutes.ts';
import { studentReportRoutes } from './reportRoutes.ts';
import { classProgress, isBehind, needingAttention, standingOf } from './grades.ts';
import { gradeRoutes } from './gradeRoutes.ts';
import { caseAnalytics, caseColumns, type GradedAttempt } from './views.ts';
import { idNames, timeline } from './timeline.ts';

const tags = ['Teacher'];

export const teacherRoutes =
  (ctx: AppContext, pdf: ReportPdf): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(gradeRoutes(ctx));
    await app.register(classStaffRoutes(ctx));
    await app.register(studentReportRoutes(ctx, pdf));

    const classInfo = (cls: SchoolClass, students: number, role: StaffRole) =>
      classInfoOf(ctx, cls, students, role);
    const classWork = (cls: SchoolClass, cases = ctx.catalogue.list()) =>
      classWorkOf(ctx, cls, cases);

    app.post(
      '/Classes',
      { schema: { tags, response: { 200: Envelope(T.TeacherClassesData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const classes = await ctx.storage.listClasses(user.role === 'admin' ? undefined : user.id);
        const out = [];
        // The columns: the shipped cases and the authored ones published to any of these classes.
        const columns = new Map(ctx.library.list().map((c) => [c.id, c]));
        for (const cls of classes) {
          // Each class is counted on the cases it is offered (authored ones: its own, ADR 0025).
          const cases = ctx.library.listForClass(cls.id);
          for (const c of cases) columns.set(c.id, c);
          const { students, book } = await classWork(cls, cases);
          const standings = students.map((u) => standingOf(cases, u, book.get(u.id)));
          const role = (await roleIn(ctx, user, cls.id)) ?? 'assistant';
          out.push({
            ...(await classInfo(cls, students.length, role)),
            progress: classProgress(cases, students, book),
            behind: standings.filter(isBehind).length,
            attention: needingAttention(standings, T.ATTENTION_MAX).map(
              ({ total: _t, submitted: _s, ...s }) => s,
            ),
          });
        }
        return ok({ classes: out, cases: caseColumns([...columns.values()]) });
      },
    );

    app.post(
      '/ClassView',
      {
        schema: { tags, body: T.ClassViewBody, response: { 200: Envelope(T.ClassViewData) } },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { cls, role } = await classAccess(ctx, user, req.body.classId);
        return ok(await classViewOf(ctx, cls, role));
      },
    );

    app.post(
      '/CaseAnalytics',
      {
        schema: {
          tags,
          body: T.CaseAnalyticsBody,
          response: { 200: Envelope(T.CaseAnalyticsData) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { cls } = await classAccess(ctx, user, req.body.classId);
        // A case this class is offered: an authored case published to other classes is not found.
        const scenario = ctx.library.listForClass(cls.id).find((s) => s.id === req.body.caseId);
        if (!scenario) throw notFound('case.error.notFound');
        const { students, attempts, book } = await classWork(cls, [scenario]);
        const byId = new Map(attempts.map((a) => [a.id, a]));
        const graded: GradedAttempt[] = [];
        for (const u of students) {
          const g = book.get(u.id)?.get(scenario.id);
          if (!g || g.score === null) continue;
          const a = byId.get(g.attemptId);
          if (!a) continue;
          // Read as stored: scoring a submitted attempt (reset since or not) fires nothing.
          // Each on its own case version (ADR 0023).
          const loaded = await ctx.attempts.load(a);
          graded.push({
            student: { id: u.id, username: u.username, name: u.displayName },
            attemptId: a.id,
            breakdown: scoreAttempt(loaded.scenario, loaded.events, loaded.state),
          });
        }
        return ok(caseAnalytics(scenario, students.length, graded));
      },
    );

    app.post(
      '/Override',
      { schema: { tags, body: T.OverrideBody, response: { 200: Envelope(ScoreBreakdown) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { attempt } = await attemptFor(ctx, user, req.body.attemptId, 'teach');
        const { attemptId: _, ...point } = req.body;
        const { breakdown } = await ctx.attempts.grade(
          user,
          attempt,
          { type: 'OverridePoint', ...point, by: user.displayName },
          ctx.now(),
        );
        return ok(breakdown);
      },
    );

    app.post(
      '/Review',
      {
        schema: {
          tags,
          body: T.ReviewBody,
          response: { 200: Envelope(Type.Union([AttemptReview, Type.Null()])) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { attempt, role } = await attemptFor(ctx, user, req.body.attemptId, 'comment');
        if (role === 'assistant') {
          // An assistant comments; the rating stays the teacher's (the one standing, if any).
          const { state } = await ctx.attempts.load(attempt);
          if (state.review?.rating !== req.body.rating)
            throw new ApiError(403, 'staff.error.ratingTeacherOnly');
        }
        const { attemptId: _, ...review } = req.body;
        const { state } = await ctx.attempts.grade(
          user,
          attempt,
          { type: 'ReviewAttempt', ...review, by: user.displayName },
          ctx.now(),
        );
        return ok(state.review);
      },
    );

    app.post(
      '/Attempt',
      {
        schema: {
          tags,
          body: T.TeacherAttemptBody,
          response: { 200: Envelope(T.TeacherAttemptData) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { attempt, student, cls, role } = await attemptFor(ctx, user, req.body.attemptId);
        // Read as stored: a teacher's look never fires the attempt's timers.
        const { scenario, events, state } = await ctx.attempts.load(attempt);
        return ok({
          student: {
            id: student.id,
            username: student.username,
            name: student.displayName,
            classId: cls?.id ?? null,
            className: cls?.name ?? null,
          },
          attempt: {
            id: attempt.id,
            caseId: scenario.id,
            title: scenario.title,
            status: attempt.status,
            score: attempt.score,
            passed: attempt.passed,
            startedAt: attempt.startedAt,
            submittedAt: attempt.submittedAt,
            utcOffset: clockOffsetMinutes(scenario.clock),
          },
          breakdown: scoreAttempt(scenario, events, state),
          review: state.review,
          timeline: timeline(scenario, state.clockStartedAt, events),
          role,
        });
      },
    );

    app.post(
      '/AttemptStep',
      {
        schema: { tags, body: T.AttemptStepBody, response: { 200: Envelope(T.AttemptStepData) } },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { attempt } = await attemptFor(ctx, user, req.body.attemptId);
        const { scenario, events, state } = await ctx.attempts.load(attempt);
        const version = Math.min(req.body.version, events.length);
        const entry =
          version > 0
            ? timeline(scenario, state.clockStartedAt, events.slice(0, version))[version - 1]!
            : null;
        return ok({
          version,
          total: events.length,
          event: entry ? { ...entry, version } : null,
          tables: snapshotAt(scenario, events, version),
          names: idNames(scenario, events.slice(0, version)),
        });
      },
    );
  };
