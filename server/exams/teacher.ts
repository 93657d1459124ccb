/**
 * Theory exams for teachers (issue 25 §1): create an exam for classes they teach (every student's
 * paper drawn now, so a start is one write), accommodations per student (applied to an attempt in
 * progress without making anyone late: engine/exams/timing.ts deadlineAfterChange), the exams
 * with each student's time and result, and the release of results.
 */
import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { deadlineAfterChange, extraMinutes, personalWindow } from '../../engine/exams/timing.ts';
import type * as E from '../../schemas/api/exams.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { ExamAttempt, ExamRecord } from '../storage/examTypes.ts';
import type { User } from '../storage/types.ts';
import { drawExamPaper, newSeed } from './papers.ts';
import { examClock, shownStatus, type ExamService } from './service.ts';

export class ExamTeacher {
  private readonly s: ExamService;
  constructor(service: ExamService) {
    this.s = service;
  }

  /** Whether the user may run exams for this class: its teacher, or an administrator. */
  private async teaches(user: User, classId: string) {
    if (user.role === 'admin') return (await this.s.storage.getClass(classId)) !== null;
    const staff = await this.s.storage.listClassStaff(classId);
    return staff.some((m) => m.userId === user.id && m.role === 'teacher');
  }

  private async own(user: User, examId: string): Promise<ExamRecord> {
    const exam = await this.s.storage.getExam(examId);
    if (!exam) throw notFound('exam.error.noExam');
    if (user.role !== 'admin' && exam.teacherId !== user.id) throw notFound('exam.error.noExam');
    return exam;
  }

  async create(user: User, body: Static<typeof E.CreateExamBody>) {
    const { settings } = body;
    if (settings.closesAt <= settings.opensAt) throw badRequest('exam.error.badWindow');
    for (const c of body.classIds) if (!(await this.teaches(user, c))) throw forbidden();
    const students = new Map<string, User>();
    for (const c of body.classIds)
      for (const u of await this.s.storage.listClassUsers(c))
        if (u.role === 'student') students.set(u.id, u);
    if (students.size === 0) throw badRequest('exam.error.noStudents');
    const id = randomUUID();
    const attempts: ExamAttempt[] = [...students.values()].map((u) => {
      const seed = newSeed();
      return {
        id: randomUUID(),
        examId: id,
        userId: u.id,
        ordinal: 1,
        seed,
        items: drawExamPaper(body.paper, this.s.content.questions, seed),
        status: 'notStarted',
        submitKind: null,
        startedAt: null,
        deadline: null,
        submittedAt: null,
        score: null,
        passed: null,
      };
    });
    await this.s.storage.createExam(
      {
        id,
        teacherId: user.id,
        title: body.title,
        paper: body.paper,
        settings,
        classIds: body.classIds,
        createdAt: this.s.now(),
        endedAt: null,
        releasedAt: null,
      },
      attempts,
    );
    return { e_id: id, papers: attempts.length };
  }

  async setAccommodation(user: User, body: Static<typeof E.AccommodationBody>) {
    const exam = await this.own(user, body.e_id);
    const attempts = (await this.s.storage.listExamAttemptsOfExam(exam.id)).filter(
      (a) => a.userId === body.userId,
    );
    if (attempts.length === 0) throw notFound('exam.error.noStudent');
    const acc = body.accommodation;
    if (acc?.opensAt !== undefined && acc.closesAt !== undefined && acc.closesAt <= acc.opensAt)
      throw badRequest('exam.error.badWindow');
    await this.s.storage.setExamAccommodation(exam.id, body.userId, acc);
    const now = this.s.now();
    for (const a of attempts)
      if (a.status === 'inProgress' && a.startedAt !== null)
        await this.s.storage.setExamAttemptDeadline(
          a.id,
          deadlineAfterChange(examClock(exam), a.startedAt, acc ?? undefined, now),
        );
    this.s.onChange();
    const clock = examClock(exam);
    return { extraMinutes: extraMinutes(clock, acc ?? {}), ...personalWindow(clock, acc ?? {}) };
  }

  async list(user: User): Promise<E.TeacherExamsData> {
    const exams = await this.s.storage.listExamsOfTeacher(user.id);
    const out = await Promise.all(
      exams.map(async (exam) => {
        const attempts = await this.s.storage.listExamAttemptsOfExam(exam.id);
        const accs = new Map(
          (await this.s.storage.listExamAccommodations(exam.id)).map((x) => [x.userId, x.acc]),
        );
        const users = new Map<string, User>();
        for (const c of exam.classIds)
          for (const u of await this.s.storage.listClassUsers(c)) users.set(u.id, u);
        const ids = [...new Set(attempts.map((a) => a.userId))];
        const clock = examClock(exam);
        return {
          e_id: exam.id,
          title: exam.title,
          classIds: exam.classIds,
          settings: exam.settings,
          releasedAt: exam.releasedAt,
          students: ids.map((userId) => {
            const mine = attempts.filter((a) => a.userId === userId);
            const latest = mine[mine.length - 1]!;
            const acc = accs.get(userId) ?? null;
            const u = users.get(userId);
            return {
              userId,
              username: u?.username ?? userId,
              displayName: u?.displayName ?? userId,
              accommodation: acc,
              extraMinutes: extraMinutes(clock, acc ?? {}),
              ...personalWindow(clock, acc ?? {}),
              attempts: mine.filter((a) => a.status !== 'notStarted').length,
              status: shownStatus(latest, exam),
              deadline: latest.deadline,
              score: latest.score,
              passed: latest.passed,
            };
          }),
        };
      }),
    );
    return { exams: out };
  }

  async release(user: User, examId: string) {
    const exam = await this.own(user, examId);
    return { released: await this.s.storage.releaseExam(exam.id, this.s.now()) };
  }
}
