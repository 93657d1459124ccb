/**
 * Theory exams for students on the server (issue 25; docs/adr/0028-exam-time.md): the list, a
 * start (one update: the paper was drawn when the exam was made), the paper, each answer saved
 * by the engine's save rule on the server's clock, submit, the auto-submit of what is due (the
 * scheduler calls it), results and review by the exam's policy, and a new attempt where allowed.
 * Every instant is the server's; a client's time, score or time bonus is never read.
 */
import { randomUUID } from 'node:crypto';
import { decideAnswerSave } from '../../engine/exams/answers.ts';
import { nextExamStatus } from '../../engine/exams/attempt.machine.ts';
import { reviewIncludes, reviewOpen } from '../../engine/exams/review.ts';
import {
  canStartExam,
  examDeadline,
  extraMinutes,
  personalLimitMs,
  personalWindow,
  writeInTime,
  type ExamClock,
} from '../../engine/exams/timing.ts';
import { analyseItem, itemSeed, presentItem, toBankAnswer } from '../../engine/theory/index.ts';
import type * as E from '../../schemas/api/exams.ts';
import type { Static } from 'typebox';
import type { ExamAccommodation, ExamAttemptStatus } from '../../schemas/exams.ts';
import type { Question } from '../../schemas/questions.ts';
import type { ItemAnswer } from '../../schemas/theory/view.ts';
import { ApiError, badRequest, conflict, notFound } from '../errors.ts';
import type { ExamAttempt, ExamRecord } from '../storage/examTypes.ts';
import { DuplicateError, type Storage, type User } from '../storage/types.ts';
import { questionHash, type TheoryContent } from '../theory/content.ts';
import { drawExamPaper, examGrader, newSeed, place } from './papers.ts';

export const examClock = (e: ExamRecord): ExamClock => ({
  opensAt: e.settings.opensAt,
  closesAt: e.settings.closesAt,
  limitMinutes: e.settings.limitMinutes,
  ...(e.endedAt !== null ? { endedAt: e.endedAt } : {}),
});

/** Graded attempts of a released exam read as released (a late submission after the release). */
export const shownStatus = (a: ExamAttempt, e: ExamRecord): ExamAttemptStatus =>
  a.status === 'graded' && e.releasedAt !== null ? 'released' : a.status;

const FINISHED: readonly ExamAttemptStatus[] = ['submitted', 'autoSubmitted', 'graded', 'released'];

export class ExamService {
  private readonly versions = new Map<string, Question>();
  readonly storage: Storage;
  readonly content: TheoryContent;
  readonly now: () => number;
  /** Called after a start or a deadline change, so the scheduler re-arms. */
  onChange: () => void = () => undefined;
  constructor(storage: Storage, content: TheoryContent, now: () => Date) {
    this.storage = storage;
    this.content = content;
    this.now = () => now().getTime();
    for (const q of content.questions) this.versions.set(questionHash(q), q);
  }

  /** The questions of these versions, from memory or, for older versions, from storage. */
  async questions(hashes: readonly string[]): Promise<Map<string, Question>> {
    const missing = [...new Set(hashes.filter((h) => !this.versions.has(h)))];
    for (const v of await this.storage.getQuestionVersions(missing))
      this.versions.set(v.hash, JSON.parse(v.questionJson) as Question);
    const out = new Map<string, Question>();
    for (const h of hashes) {
      const q = this.versions.get(h);
      if (!q) throw new Error(`question version ${h} is not stored`);
      out.set(h, q);
    }
    return out;
  }

  async accommodation(examId: string, userId: string): Promise<ExamAccommodation | null> {
    const all = await this.storage.listExamAccommodations(examId);
    return all.find((x) => x.userId === userId)?.acc ?? null;
  }

  /** The student's own attempt of this exam, with its exam; another's does not exist for them. */
  private async owned(user: User, examId: string, attemptId: string) {
    const a = await this.storage.getExamAttempt(attemptId);
    if (!a || a.userId !== user.id || a.examId !== examId) throw notFound('exam.error.noAttempt');
    const exam = (await this.storage.getExam(examId))!;
    return { a, exam };
  }

  async list(user: User): Promise<E.ExamListData> {
    const attempts = await this.storage.listExamAttemptsOfUser(user.id);
    const exams = await this.storage.getExams([...new Set(attempts.map((a) => a.examId))]);
    const now = this.now();
    const out = await Promise.all(
      exams.map(async (exam) => {
        const mine = attempts.filter((a) => a.examId === exam.id);
        const latest = mine[mine.length - 1]!;
        const acc = await this.accommodation(exam.id, user.id);
        const clock = examClock(exam);
        const win = personalWindow(clock, acc ?? {});
        const status = shownStatus(latest, exam);
        const open = reviewOpen(exam.settings.review, status, now, win.closesAt);
        return {
          e_id: exam.id,
          title: exam.title,
          accommodation: acc,
          extraMinutes: extraMinutes(clock, acc ?? {}),
          opensAt: win.opensAt,
          closesAt: win.closesAt,
          limitMinutes: Math.round(personalLimitMs(clock, acc ?? {}) / 60_000),
          passScore: exam.settings.passScore,
          questions: latest.items.length,
          attemptsAllowed: exam.settings.attemptsAllowed + (acc?.extraAttempts ?? 0),
          p_id: latest.id,
          ordinal: latest.ordinal,
          status,
          deadline: latest.deadline,
          score: open ? latest.score : null,
          passed: open ? latest.passed : null,
          canReset: this.mayReset(exam, mine, acc, now),
        };
      }),
    );
    return { exams: out };
  }

  private mayReset(
    exam: ExamRecord,
    mine: ExamAttempt[],
    acc: ExamAccommodation | null,
    now: number,
  ) {
    const latest = mine[mine.length - 1]!;
    if (!FINISHED.includes(latest.status)) return false;
    const check = canStartExam(
      { ...examClock(exam), attemptsAllowed: exam.settings.attemptsAllowed },
      now,
      acc ?? {},
      { started: mine.length, inProgress: false },
    );
    return check.ok;
  }

  async start(user: User, examId: string, attemptId: string): Promise<Static<typeof E.StartData>> {
    const { a, exam } = await this.owned(user, examId, attemptId);
    if (a.status !== 'notStarted') throw conflict('exam.error.alreadyStarted');
    const mine = (await this.storage.listExamAttemptsOfUser(user.id)).filter(
      (x) => x.examId === examId,
    );
    const acc = (await this.accommodation(examId, user.id)) ?? {};
    const now = this.now();
    const check = canStartExam(
      { ...examClock(exam), attemptsAllowed: exam.settings.attemptsAllowed },
      now,
      acc,
      {
        started: mine.filter((x) => x.status !== 'notStarted').length,
        inProgress: mine.some((x) => x.status === 'inProgress'),
      },
    );
    if (!check.ok) throw conflict(check.reason);
    if (nextExamStatus(a.status, 'START') !== 'inProgress')
      throw conflict('exam.error.alreadyStarted');
    const deadline = examDeadline(examClock(exam), now, acc);
    if (!(await this.storage.startExamAttempt(a.id, now, deadline)))
      throw conflict('exam.error.alreadyStarted');
    this.onChange();
    return { p_id: a.id, deadline };
  }

  async paper(user: User, examId: string, attemptId: string): Promise<E.ExamPaperData> {
    const { a, exam } = await this.owned(user, examId, attemptId);
    // Nothing of the paper shows before the start.
    if (a.status === 'notStarted') throw conflict('exam.error.notStarted');
    const acc = (await this.accommodation(examId, user.id)) ?? {};
    const qs = await this.questions(a.items);
    const answers = new Map((await this.storage.listExamAnswers(a.id)).map((x) => [x.position, x]));
    return {
      e_id: exam.id,
      p_id: a.id,
      title: exam.title,
      status: shownStatus(a, exam),
      startedAt: a.startedAt,
      deadline: a.deadline,
      extraMinutes: extraMinutes(examClock(exam), acc),
      limitMinutes: Math.round(personalLimitMs(examClock(exam), acc) / 60_000),
      items: a.items.map((hash, position) => {
        const saved = answers.get(position);
        return {
          position,
          view: presentItem(qs.get(hash)!, itemSeed(a.seed, place(position))),
          answer: saved ? (JSON.parse(saved.answerJson) as ItemAnswer) : null,
          seq: saved?.seq ?? 0,
        };
      }),
    };
  }

  /** AddExaminationDetails: one answer, kept only by the engine's save rule. */
  async save(user: User, body: Static<typeof E.SaveAnswerBody>) {
    const receivedAt = this.now();
    const { a } = await this.owned(user, body.e_id, body.p_id);
    const hash = a.items[body.position];
    if (hash === undefined) throw badRequest('exam.error.notInPaper');
    const q = (await this.questions([hash])).get(hash)!;
    if (!toBankAnswer(q, itemSeed(a.seed, place(body.position)), body.answer))
      throw badRequest('exam.error.badAnswer');
    const refusal = await this.storage.saveExamAnswer(
      {
        attemptId: a.id,
        position: body.position,
        questionHash: hash,
        answerJson: JSON.stringify(body.answer),
        seq: body.seq,
        savedAt: receivedAt,
      },
      (att, storedSeq) => {
        const d = decideAnswerSave(
          {
            status: att.status,
            deadline: att.deadline ?? 0,
            paper: new Set(att.items.map((_, i) => place(i))),
            stored: new Map(storedSeq === undefined ? [] : [[place(body.position), storedSeq]]),
          },
          { questionId: place(body.position), seq: body.seq, receivedAt },
        );
        return d.ok ? null : d.reason;
      },
    );
    if (refusal)
      throw refusal === 'exam.error.notInPaper' ? badRequest(refusal) : conflict(refusal);
    return { position: body.position, seq: body.seq, savedAt: receivedAt };
  }

  private async grader(attempts: readonly ExamAttempt[], exams: readonly ExamRecord[]) {
    const qs = await this.questions(attempts.flatMap((a) => a.items));
    return examGrader(new Map(exams.map((e) => [e.id, e])), qs);
  }

  /** AddExaminationResult: the student submits; after the deadline only the scheduler does. */
  async submit(user: User, examId: string, attemptId: string) {
    const { a, exam } = await this.owned(user, examId, attemptId);
    const at = this.now();
    if (a.status !== 'inProgress' || nextExamStatus(a.status, 'SUBMIT') === null)
      throw conflict('exam.error.notInProgress');
    if (!writeInTime(at, a.deadline ?? 0)) throw conflict('exam.error.afterDeadline');
    const g = await this.storage.submitExamAttempt(
      a.id,
      at,
      'submitted',
      await this.grader([a], [exam]),
    );
    if (!g) throw conflict('exam.error.notInProgress');
    this.onChange();
    return { submittedAt: at };
  }

  /** Submits every attempt due at the server's now, each at its deadline; how many. */
  async autoSubmitDue(): Promise<number> {
    const now = this.now();
    const due = (await this.storage.listOpenExamDeadlines()).filter((d) => d.deadline <= now);
    if (due.length === 0) return 0;
    const attempts = (await Promise.all(due.map((d) => this.storage.getExamAttempt(d.id)))).filter(
      (a): a is ExamAttempt => a !== null,
    );
    const exams = await this.storage.getExams([...new Set(attempts.map((a) => a.examId))]);
    const grade = await this.grader(attempts, exams);
    const known = new Set(attempts.map((a) => a.id));
    let n = 0;
    for (;;) {
      // An attempt that fell due after the read above waits for the next wake.
      let id: string | null;
      try {
        id = await this.storage.autoSubmitNextDue(now, (a, answers) => {
          if (!known.has(a.id)) throw new LateAttempt();
          return grade(a, answers);
        });
      } catch (err) {
        if (err instanceof LateAttempt) break;
        throw err;
      }
      if (id === null) break;
      n += 1;
    }
    return n;
  }

  async results(user: User): Promise<Static<typeof E.ResultsData>> {
    const attempts = (await this.storage.listExamAttemptsOfUser(user.id)).filter((a) =>
      FINISHED.includes(a.status),
    );
    const exams = new Map(
      (await this.storage.getExams([...new Set(attempts.map((a) => a.examId))])).map((e) => [
        e.id,
        e,
      ]),
    );
    const now = this.now();
    const results = await Promise.all(
      attempts.map(async (a) => {
        const exam = exams.get(a.examId)!;
        const acc = (await this.accommodation(exam.id, user.id)) ?? {};
        const status = shownStatus(a, exam);
        const review = reviewOpen(
          exam.settings.review,
          status,
          now,
          personalWindow(examClock(exam), acc).closesAt,
        );
        return {
          e_id: exam.id,
          p_id: a.id,
          title: exam.title,
          ordinal: a.ordinal,
          status,
          submitKind: a.submitKind,
          submittedAt: a.submittedAt,
          score: review ? a.score : null,
          passed: review ? a.passed : null,
          review,
        };
      }),
    );
    return { results };
  }

  /** GetExaminationDetails: what the review policy opens, nothing more. */
  async details(
    user: User,
    examId: string,
    attemptId: string,
  ): Promise<Static<typeof E.DetailsData>> {
    const { a, exam } = await this.owned(user, examId, attemptId);
    const acc = (await this.accommodation(examId, user.id)) ?? {};
    const review = reviewOpen(
      exam.settings.review,
      shownStatus(a, exam),
      this.now(),
      personalWindow(examClock(exam), acc).closesAt,
    );
    if (!review) throw new ApiError(403, 'exam.error.reviewClosed');
    const qs = await this.questions(a.items);
    const answers = new Map((await this.storage.listExamAnswers(a.id)).map((x) => [x.position, x]));
    return {
      review,
      score: a.score ?? 0,
      passed: a.passed === true,
      items: a.items.map((hash, position) => {
        const q = qs.get(hash)!;
        const seed = itemSeed(a.seed, place(position));
        const saved = answers.get(position);
        const answer = saved ? (JSON.parse(saved.answerJson) as ItemAnswer) : null;
        const { grade, analysis } = analyseItem(q, seed, answer);
        return {
          position,
          right: grade.right,
          ...(reviewIncludes(review, 'answers') ? { view: presentItem(q, seed), answer } : {}),
          ...(reviewIncludes(review, 'rightAnswers')
            ? {
                analysis: reviewIncludes(review, 'explanations')
                  ? analysis
                  : { ...analysis, explanation: null },
              }
            : {}),
        };
      }),
    };
  }

  /** ResetingExamination: a new attempt with a new paper, where attempts and the window allow. */
  async reset(user: User, examId: string, attemptId: string) {
    const { exam } = await this.owned(user, examId, attemptId);
    const mine = (await this.storage.listExamAttemptsOfUser(user.id)).filter(
      (x) => x.examId === examId,
    );
    const latest = mine[mine.length - 1]!;
    if (latest.id !== attemptId) throw conflict('exam.error.notLatest');
    const acc = await this.accommodation(examId, user.id);
    if (!this.mayReset(exam, mine, acc, this.now())) throw conflict('exam.error.noAttemptsLeft');
    const seed = newSeed();
    const next: ExamAttempt = {
      id: randomUUID(),
      examId,
      userId: user.id,
      ordinal: latest.ordinal + 1,
      seed,
      items: drawExamPaper(exam.paper, this.content.questions, seed),
      status: 'notStarted',
      submitKind: null,
      startedAt: null,
      deadline: null,
      submittedAt: null,
      score: null,
      passed: null,
    };
    try {
      await this.storage.addExamAttempt(next);
    } catch (err) {
      if (err instanceof DuplicateError) throw conflict('exam.error.notLatest');
      throw err;
    }
    return { p_id: next.id };
  }
}

/** An attempt that fell due after the scheduler read what was due: left for the next wake. */
class LateAttempt extends Error {}
