/** Typed calls of the course centre (schemas/api/courses.ts). */
import type * as C from '../../../../schemas/api/courses.ts';
import { api } from '../../api/index.ts';

export const lessonApi = {
  courseList: () => api.post<C.CourseListData>('/PracticeTraining/CourseList', {}),
  curriculum: (courseID: string) =>
    api.post<C.CurriculumData>('/PracticeTraining/GetCurriculumList', { courseID }),
  section: (courseID: string, sectionID: string) =>
    api.post<C.SectionDetailData>('/PracticeTraining/GetSectionDetailList', {
      courseID,
      sectionID,
    }),
  start: (courseID: string, sectionID: string) =>
    api.post<C.StartLearnData>(
      '/PracticeTraining/StartCourseLearn',
      { courseID, sectionID },
      { quiet: true },
    ),
  beat: (learnID: string) =>
    api.post<C.BeatData>('/PracticeTraining/CourseLearnBeat', { learnID }, { quiet: true }),
  leave: (learnID: string) =>
    api.post<C.LeaveData>('/PracticeTraining/LeaveCourseLearn', { learnID }, { quiet: true }),
  file: (courseID: string, file: string) => api.download('/Source/File', { courseID, file }),
  classProgress: (classId: string) =>
    api.post<C.ClassCourseProgressData>('/Teacher/ClassCourseProgress', { classId }),
};

/** "1 h 5 min", "3 min 20 s", "45 s" in the page's words (lesson.time.*). */
export const durationParts = (seconds: number) => ({
  h: Math.floor(seconds / 3600),
  m: Math.floor((seconds % 3600) / 60),
  s: seconds % 60,
});

/** The study page of a section. */
export const studyPath = (courseID: string, sectionID: string) =>
  `/lessonCenter/Study?course=${encodeURIComponent(courseID)}&section=${encodeURIComponent(sectionID)}`;
