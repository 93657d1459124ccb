/**
 * The wrong-answer book's schedule (issue 24 §4, docs/adr/0030-theory-practice.md): a question
 * answered wrong enters the book as an FSRS card rated Again, due when FSRS says it is about to
 * be forgotten (a day for a new card: short-term steps are off, so reviews come on days, not
 * minutes); a review answered wrong is rated Again and comes back later; one answered right
 * leaves the book. Time comes in as an argument: no clock is read here. No fuzz: the same
 * history gives the same due time.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';

const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

/** A card as stored (JSON): ts-fsrs's card with its times as ISO text. */
export type BookCard = {
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
};

const toStored = (c: Card): BookCard => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  scheduledDays: c.scheduled_days,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ? c.last_review.toISOString() : null,
});

const fromStored = (c: BookCard): Card => ({
  due: new Date(c.due),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: 0,
  scheduled_days: c.scheduledDays,
  learning_steps: 0,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  ...(c.lastReview ? { last_review: new Date(c.lastReview) } : {}),
});

/** A wrong answer: a new card rated Again, or the card already in the book rated Again. */
export const answeredWrong = (card: BookCard | null, now: Date): BookCard =>
  toStored(scheduler.next(card ? fromStored(card) : createEmptyCard(now), now, Rating.Again).card);

/** A review: right → out of the book (null); wrong → rated Again, due later. */
export const reviewed = (card: BookCard, right: boolean, now: Date): BookCard | null =>
  right ? null : answeredWrong(card, now);

export const isDue = (card: Pick<BookCard, 'due'>, now: Date) =>
  Date.parse(card.due) <= now.getTime();

/**
 * The end of `now`'s day where the clock reads UTC + `utcOffsetMinutes` (China: +480), as an
 * instant: what "due today" counts up to.
 */
export const endOfDay = (now: Date, utcOffsetMinutes: number): Date => {
  const local = now.getTime() + utcOffsetMinutes * 60_000;
  const dayMs = 86_400_000;
  return new Date(Math.floor(local / dayMs) * dayMs + dayMs - utcOffsetMinutes * 60_000);
};

/**
 * How many cards are due by the end of today (overdue ones included): the count the home page
 * and the course centre show. `dues` are the cards' due times (ISO).
 */
export const dueTodayCount = (dues: readonly string[], now: Date, utcOffsetMinutes = 480) => {
  const end = endOfDay(now, utcOffsetMinutes).getTime();
  return dues.filter((d) => Date.parse(d) < end).length;
};
