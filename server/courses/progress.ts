/**
 * A student's progress through the courses, from their study spans (engine/courses/studyTime.ts):
 * per section the seconds and whether it is read, per course the sections read and the time.
 */
import { sectionStudy, type SectionStudy, type StudySpan } from '../../engine/courses/studyTime.ts';
import type { Course } from '../../schemas/courses.ts';
import type { CourseProgress } from '../../schemas/api/courses.ts';
import type { CourseCatalogue } from './catalogue.ts';

const NONE: SectionStudy = { seconds: 0, read: false, lastStudiedAt: null };

export type StudyBook = ReadonlyMap<string, SectionStudy>;

export const studyBook = (spans: readonly StudySpan[], now: Date): StudyBook =>
  sectionStudy(spans, now);

export const studyOf = (book: StudyBook, courseId: string, sectionId: string): SectionStudy =>
  book.get(`${courseId}/${sectionId}`) ?? NONE;

export const courseProgress = (
  courses: CourseCatalogue,
  course: Course,
  book: StudyBook,
): CourseProgress => {
  const sections = courses.sections(course);
  let sectionsRead = 0;
  let studySeconds = 0;
  let lastStudiedAt: string | null = null;
  for (const { section } of sections) {
    const s = studyOf(book, course.id, section.id);
    if (s.read) sectionsRead += 1;
    studySeconds += s.seconds;
    if (s.lastStudiedAt && (!lastStudiedAt || s.lastStudiedAt > lastStudiedAt))
      lastStudiedAt = s.lastStudiedAt;
  }
  return { sections: sections.length, sectionsRead, studySeconds, lastStudiedAt };
};
