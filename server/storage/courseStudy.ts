/** What storage keeps of the course centre: the study spans of students (engine/courses/studyTime.ts). */
import type { StudySpan } from '../../engine/courses/studyTime.ts';

export type { StudySpan };

export type CourseStudyStorage = {
  /**
   * Opens a span, first closing the given open spans of the same user at their times (a new
   * section or tab takes over: time is never counted twice), in one transaction.
   */
  startStudy(span: StudySpan, closing: { id: string; endedAt: string }[]): Promise<void>;
  getStudy(id: string): Promise<StudySpan | null>;
  /** The user's spans not yet ended. */
  openStudies(userId: string): Promise<StudySpan[]>;
  /** Records a beat of an open span; false when the span has ended. */
  beatStudy(id: string, at: string): Promise<boolean>;
  /** Ends an open span at `endedAt`; false when it had ended already. */
  endStudy(id: string, endedAt: string): Promise<boolean>;
  /** Every span of these users, oldest first. */
  listStudies(userIds: readonly string[]): Promise<StudySpan[]>;
};
