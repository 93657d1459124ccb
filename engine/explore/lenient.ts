/**
 * Rubrics too lenient for a reply (issue 29 §2, docs/adr/0016 addendum): a written point some
 * text of fewer than 12 words earns in full teaches a student to paste ids and keywords. The
 * explorer's shortest winning text per point (explore.ts) is the witness; a point the author
 * marks `short: { reason }` (a yes/no confirmation, a size) may be earned by a short text, but
 * is then worth at most 10 points. `cbsim validate --explore` refuses what this finds.
 */
import type { ExploreReport } from './explore.ts';

/** Fewer words than this (a Chinese or Japanese character half a word) is no reply. */
export const MIN_REPLY_WORDS = 12;
/** A point marked `short` is worth at most this. */
export const MAX_SHORT_SCORE = 10;

export type Lenient = {
  pointID: number;
  score: number;
  /** The shortest text found that earns the point in full, and its words. */
  text: string;
  words: number;
  /** `tooShort`: earned by a short text; `shortTooBig`: marked short, worth over 10 points. */
  kind: 'tooShort' | 'shortTooBig';
};

/** The written points of a report whose rubric a short text passes (unless marked short). */
export const lenientPoints = (report: ExploreReport): Lenient[] =>
  report.points.flatMap((p): Lenient[] => {
    const s = p.shortest;
    if (!s) return [];
    const base = { pointID: p.pointID, score: p.score, text: s.text, words: s.words };
    if (p.short) return p.score > MAX_SHORT_SCORE ? [{ ...base, kind: 'shortTooBig' }] : [];
    return s.words < MIN_REPLY_WORDS ? [{ ...base, kind: 'tooShort' }] : [];
  });

const words = (n: number) => `${Math.round(n * 10) / 10} word${n === 1 ? '' : 's'}`;

/** What `validate --explore` prints for one: the witness and why it is refused. */
export const lenientMessage = (caseId: string, l: Lenient): string =>
  l.kind === 'tooShort'
    ? `${caseId}: point ${l.pointID}: ${JSON.stringify(l.text)} (${words(l.words)}) earns ${l.score} points: the rubric is too lenient (a written point needs a reply of at least ${MIN_REPLY_WORDS} words to earn it; mark the point short: { reason } if a short answer is right)`
    : `${caseId}: point ${l.pointID} is marked short but is worth ${l.score} points (at most ${MAX_SHORT_SCORE}); ${JSON.stringify(l.text)} (${words(l.words)}) earns it`;
