/**
 * Theory practice on the server (issue 24 §3, §4): starts attempts (a fresh seed each, the
 * question versions asked stored with it), shows the paper without anything that tells what is
 * right, saves each answer on the version it was given on, submits once (grades, score, the
 * wrong-answer book in one transaction), resets, and runs the book's reviews on its clock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { seedFrom } from '../../engine/core/random.ts';
import {
  analyseItem,
  answeredWrong,
  drawPaper,
  dueTodayCount,
  isDue,
  itemSeed,
  paperScore,
  presentItem,
  reviewed,
  toBankAnswer,
  type BookCard,
} from '../../engine/theory/index.ts';
import type * as T from '../../schemas/api/theory.ts';
import type { Question } from '../../schemas/questions.ts';
import type { TheoryPaper } from '../../schemas/theory/paper.ts';
import type { ItemAnswer } from '../../schemas/theory/view.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type {
  TheoryAnswer,
  TheoryAttempt,
  TheorySubmission,
  WrongBookEntry,
} from '../storage/theoryTypes.ts';
import { DuplicateError, type Storage, type User } from '../storage/types.ts';
import { questionHash, type TheoryContent } from './content.ts';

/** The school's time zone for "due today": China, UTC+8. */
const SCHOOL_UTC_OFFSET_MINUTES = 480;

const place = (position: number) => String(position);
/** A book entry's shuffle seed: from its opaque id, the same at every look. */
const entrySeed = (entryId: string) => seedFrom('wrong-book', entryId);

export class TheoryService {
  private readonly papers: ReadonlyMap<string, TheoryPaper>;
  private readonly versions = new Map<string, Question>();
  private readonly storage: Storage;
  private readonly content: TheoryContent;
  private readonly now: () => Date;
  constructor(storage: Storage, content: TheoryContent, now: () => Date) {
    this.storage = storage;
    this.content = content;
    this.now = now;
    this.papers = new Map(content.papers.map((p) => [p.id, p]));
    for (const q of content.questions) this.versions.set(questionHash(q), q);
  }

  /** Stores the versions of the bank's questions not stored yet (at start, as cases are). */
  async publish(at: Date) {
    return this.storage.putQuestionVersions(
      this.content.questions.map((q) => ({
        hash: questionHash(q),
        questionId: q.id,
        version: q.version,
        questionJson: JSON.stringify(q),
        createdAt: at.toISOString(),
      })),
    );
  }

  /** The questions of these versions, from memory or, for older versions, from storage. */
  private async questions(hashes: readonly string[]): Promise<Map<string, Question>> {
    const out = new Map<string, Question>();
    const missing = hashes.filter((h) => !this.versions.has(h));
    for (const v of await this.storage.getQuestionVersions([...new Set(missing)]))
      this.versions.set(v.hash, JSON.parse(v.questionJson) as Question);
    for (const h of hashes) {
      const q = this.versions.get(h);
      if (!q) throw new Error(`question version ${h} is not stored`);
      out.set(h, q);
    }
    return out;
  }

  private paper(id: string) {
    const p = this.papers.get(id);
    if (!p) throw notFound('theory.error.noPaper');
    return p;
  }

  private async owned(user: User, attemptId: string): Promise<TheoryAttempt> {
    const a = await this.storage.getTheoryAttempt(attemptId);
    // Another student's attempt does not exist for this one.
    if (!a || a.userId !== user.id) throw notFound('theory.error.noAttempt');
    return a;
  }

  async dueToday(userId: string): Promise<number> {
    const book = await this.storage.listWrongBook(userId);
    return dueTodayCount(
      book.map((e) => e.dueAt),
      this.now(),
      SCHOOL_UTC_OFFSET_MINUTES,
    );
  }

  async list(user: User): Promise<T.PaperListData> {
    const attempts = (await this.storage.listTheoryAttempts(user.id)).filter(
      (a) => a.status !== 'reset',
    );
    const papers = await Promise.all(
      this.content.papers.map(async (p) => {
        const a = attempts.find((x) => x.paperId === p.id);
        const answered =
          a?.status === 'inProgress' ? (await this.storage.listTheoryAnswers(a.id)).length : 0;
        return {
          paperID: p.id,
          title: p.title,
          description: p.description ?? null,
          drawn: 'draw' in p,
          questions: 'fixed' in p ? p.fixed.length : p.draw.reduce((n, r) => n + r.count, 0),
          passScore: p.passScore,
          status: a ? a.status : ('notStarted' as const),
          attemptID: a?.id ?? null,
          answered,
          score: a?.score ?? null,
          passed: a?.passed ?? null,
          submittedAt: a?.submittedAt ?? null,
        } as T.PaperListData['papers'][number];
      }),
    );
    return { papers, dueToday: await this.dueToday(user.id) };
  }

  /** The attempt in progress of this paper, or a new one with a new seed. */
  async start(user: User, paperId: string): Promise<T.StartData> {
    const paper = this.paper(paperId);
    const open = async () =>
      (await this.storage.listTheoryAttempts(user.id)).find(
        (a) => a.paperId === paperId && a.status === 'inProgress',
      );
    const existing = await open();
    if (existing) return { attemptID: existing.id, resumed: true };
    const seed = randomBytes(4).readUInt32BE(0);
    const items = drawPaper(paper, this.content.questions, seed).map((q) => questionHash(q));
    const attempt: TheoryAttempt = {
      id: randomUUID(),
      userId: user.id,
      paperId,
      seed,
      status: 'inProgress',
      items,
      score: null,
      passed: null,
      startedAt: this.now().toISOString(),
      submittedAt: null,
    };
    try {
      await this.storage.createTheoryAttempt(attempt);
    } catch (err) {
      // A second tab started it meanwhile: continue that one.
      const raced = err instanceof DuplicateError ? await open() : undefined;
      if (!raced) throw err;
      return { attemptID: raced.id, resumed: true };
    }
    return { attemptID: attempt.id, resumed: false };
  }

  async view(user: User, attemptId: string): Promise<T.PaperData> {
    const a = await this.owned(user, attemptId);
    const paper = this.paper(a.paperId);
    const qs = await this.questions(a.items);
    const answers = new Map(
      (await this.storage.listTheoryAnswers(a.id)).map((x) => [x.position, x]),
    );
    const submitted = a.status === 'submitted';
    const items = a.items.map((hash, position) => {
      const q = qs.get(hash)!;
      const seed = itemSeed(a.seed, place(position));
      const saved = answers.get(position);
      const answer = saved ? (JSON.parse(saved.answerJson) as ItemAnswer) : null;
      return {
        position,
        view: presentItem(q, seed),
        answer,
        ...(submitted ? { analysis: analyseItem(q, seed, answer).analysis } : {}),
      };
    });
    return {
      attemptID: a.id,
      paperID: a.paperId,
      title: paper.title,
      status: a.status === 'reset' ? 'submitted' : a.status,
      passScore: paper.passScore,
      items,
      score: a.score,
      passed: a.passed,
      startedAt: a.startedAt,
      submittedAt: a.submittedAt,
    };
  }

  async save(user: User, body: T.SaveAnswerBody) {
    const a = await this.owned(user, body.attemptID);
    if (a.status !== 'inProgress') throw conflict('theory.error.notInProgress');
    const hash = a.items[body.position];
    if (hash === undefined) throw badRequest('theory.error.noItem');
    const q = (await this.questions([hash])).get(hash)!;
    if (!toBankAnswer(q, itemSeed(a.seed, place(body.position)), body.answer))
      throw badRequest('theory.error.badAnswer');
    const savedAt = this.now().toISOString();
    const saved = await this.storage.saveTheoryAnswer({
      attemptId: a.id,
      position: body.position,
      questionHash: hash,
      answerJson: JSON.stringify(body.answer),
      savedAt,
    });
    if (!saved) throw conflict('theory.error.notInProgress');
    return { position: body.position, savedAt };
  }

  async submit(user: User, attemptId: string): Promise<T.SubmitData> {
    const a = await this.owned(user, attemptId);
    const paper = this.paper(a.paperId);
    const qs = await this.questions(a.items);
    const at = this.now();
    const compute = (answers: TheoryAnswer[], book: WrongBookEntry[]): TheorySubmission => {
      const byPos = new Map(answers.map((x) => [x.position, x]));
      const inBook = new Map(book.map((e) => [e.questionId, e]));
      const graded = a.items.map((hash, position) => {
        const saved = byPos.get(position);
        const answer = saved ? (JSON.parse(saved.answerJson) as ItemAnswer) : null;
        const { grade } = analyseItem(qs.get(hash)!, itemSeed(a.seed, place(position)), answer);
        return { position, score: grade.score, right: grade.right, hash };
      });
      const score = paperScore(graded.map((g) => g.score));
      const entries = graded
        .filter((g) => !g.right)
        .map((g): WrongBookEntry => {
          const q = qs.get(g.hash)!;
          const old = inBook.get(q.id);
          const card = answeredWrong(old ? (JSON.parse(old.cardJson) as BookCard) : null, at);
          return {
            id: old?.id ?? randomUUID(),
            userId: user.id,
            questionId: q.id,
            questionHash: g.hash,
            cardJson: JSON.stringify(card),
            dueAt: card.due,
            addedAt: old?.addedAt ?? at.toISOString(),
          };
        });
      return {
        score,
        passed: score >= paper.passScore,
        graded: graded.map(({ position, score: s, right }) => ({ position, score: s, right })),
        book: entries,
      };
    };
    const s = await this.storage.submitTheoryAttempt(a.id, at.toISOString(), compute);
    if (!s) throw conflict('theory.error.notInProgress');
    return {
      score: s.score,
      passed: s.passed,
      right: s.graded.filter((g) => g.right).length,
      total: s.graded.length,
    };
  }

  async reset(user: User, attemptId: string) {
    const a = await this.owned(user, attemptId);
    if (!(await this.storage.resetTheoryAttempt(a.id)))
      throw conflict('theory.error.notInProgress');
  }

  async book(user: User): Promise<T.WrongBookData> {
    const entries = await this.storage.listWrongBook(user.id);
    const qs = await this.questions(entries.map((e) => e.questionHash));
    const now = this.now();
    return {
      dueToday: dueTodayCount(
        entries.map((e) => e.dueAt),
        now,
        SCHOOL_UTC_OFFSET_MINUTES,
      ),
      entries: entries.map((e) => ({
        entryID: e.id,
        dueAt: e.dueAt,
        due: isDue({ due: e.dueAt }, now),
        addedAt: e.addedAt,
        view: presentItem(qs.get(e.questionHash)!, entrySeed(e.id)),
      })),
    };
  }

  async review(user: User, entryId: string, answer: ItemAnswer): Promise<T.ReviewData> {
    const now = this.now();
    let out: T.ReviewData | null = null;
    let refusal: Error | null = null;
    const entries = await this.storage.listWrongBook(user.id);
    const found = entries.find((e) => e.id === entryId);
    if (!found) throw notFound('theory.error.noEntry');
    const q = (await this.questions([found.questionHash])).get(found.questionHash)!;
    const ok = await this.storage.reviewWrongBookEntry(user.id, entryId, (entry) => {
      if (!isDue({ due: entry.dueAt }, now)) {
        refusal = conflict('theory.error.notDue');
        return entry;
      }
      const seed = entrySeed(entry.id);
      if (!toBankAnswer(q, seed, answer)) {
        refusal = badRequest('theory.error.badAnswer');
        return entry;
      }
      const { grade, analysis } = analyseItem(q, seed, answer);
      const next = reviewed(JSON.parse(entry.cardJson) as BookCard, grade.right, now);
      out = { right: grade.right, removed: next === null, dueAt: next?.due ?? null, analysis };
      return next === null ? null : { ...entry, cardJson: JSON.stringify(next), dueAt: next.due };
    });
    if (!ok) throw notFound('theory.error.noEntry');
    if (refusal) throw refusal;
    return out!;
  }

  async achievement(user: User): Promise<T.AchievementData> {
    const attempts = (await this.storage.listTheoryAttempts(user.id)).filter(
      (a) => a.submittedAt !== null && a.score !== null,
    );
    const list = await Promise.all(
      attempts.map(async (a) => {
        const answers = await this.storage.listTheoryAnswers(a.id);
        return {
          attemptID: a.id,
          paperID: a.paperId,
          title: this.papers.get(a.paperId)?.title ?? { zh: a.paperId, en: a.paperId },
          score: a.score!,
          passed: a.passed === true,
          right: answers.filter((x) => x.right === true).length,
          total: a.items.length,
          submittedAt: a.submittedAt!,
        };
      }),
    );
    list.sort((x, y) => (x.submittedAt < y.submittedAt ? -1 : 1));
    return { list };
  }
}
