/**
 * Routes of the spec (section 2) that are built: /login and /404 (public); behind the guard the
 * main layout (/Home; the course centre /lessonCenter and /lessonCenter/Study; a teacher's /Teacher, /Teacher/class/:classId and its /review queue,
 * /Teacher/attempt/:attemptId, /Teacher/student/:studentId/report, /Teacher/exams; an admin's /Admin),
 * the header-only layout (/practiceCenter, /CaseList, a student's /report, /theoryPractice,
 * /testCenter, /theoryTest, /wrongBook, /TheoryAchievement, /practiceAchievement) and the case-work layout
 * with one route per built module. Pages, layouts and the guard (with antd's App context, the
 * modules' messages and dayjs) load lazily, so /login downloads only what it shows: the header,
 * menus, avatars and modals come with the first page behind the guard. Unknown paths go to /404.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { preparePages } from '../i18n/index.ts';
import { MODULE_REGISTRY } from '../modules/registry.ts';
import { PageSpinner, RouteError } from './RouteFallbacks.tsx';
import { RouteProgress } from './RouteProgress.tsx';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});
/** A layout module's named component, loaded with the first route under it. */
const layout =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

function Root() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}

/**
 * A module's page, with its sub-pages (/Mail/shoujianxiang …) under the same route, and its pages
 * at routes of their own (/creatPaper).
 */
const caseRoutes: RouteObject[] = MODULE_REGISTRY.flatMap((m) => [
  { path: `${m.path}/*`, lazy: page(m.load) },
  ...(m.routes ?? []).map((r) => ({ path: r.path, lazy: page(r.load) })),
]);

export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: page(() => import('../pages/LoginPage.tsx')) },
      { path: '/404', lazy: page(() => import('../pages/NotFoundPage.tsx')) },
      {
        lazy: async () => {
          const [m] = await Promise.all([import('./SignedIn.tsx'), preparePages()]);
          return { Component: m.SignedIn };
        },
        children: [
          {
            lazy: layout(() => import('../layout/MainLayout.tsx'), 'MainLayout'),
            children: [
              { path: '/', element: <Navigate to="/Home" replace /> },
              { path: '/Home', lazy: page(() => import('../pages/HomePage.tsx')) },
              {
                path: '/lessonCenter',
                lazy: page(() => import('../pages/lesson/LessonCenterPage.tsx')),
              },
              {
                path: '/lessonCenter/Study',
                lazy: page(() => import('../pages/lesson/StudyPage.tsx')),
              },
              {
                path: '/Teacher',
                lazy: page(() => import('../pages/teacher/TeacherHomePage.tsx')),
              },
              {
                path: '/Teacher/class/:classId',
                lazy: page(() => import('../pages/teacher/ClassPage.tsx')),
              },
              {
                path: '/Teacher/class/:classId/review',
                lazy: page(() => import('../pages/teacher/ReviewQueuePage.tsx')),
              },
              {
                path: '/Teacher/student/:studentId/report',
                lazy: page(() => import('../pages/teacher/StudentReportPage.tsx')),
              },
              {
                path: '/Teacher/attempt/:attemptId',
                lazy: page(() => import('../pages/teacher/AttemptPage.tsx')),
              },
              {
                path: '/Teacher/questions',
                lazy: page(() => import('../pages/teacher/questionBank/QuestionBankPage.tsx')),
              },
              {
                path: '/Teacher/exams',
                lazy: page(() => import('../pages/teacher/exams/ExamsPage.tsx')),
              },
              {
                path: '/Teacher/cases',
                lazy: page(() => import('../pages/teacher/cases/CaseLibraryPage.tsx')),
              },
              {
                path: '/Teacher/cases/:draftId',
                lazy: page(() => import('../pages/teacher/cases/CaseEditorPage.tsx')),
              },
              { path: '/Admin', lazy: page(() => import('../pages/admin/AdminPage.tsx')) },
            ],
          },
          {
            lazy: layout(() => import('../layout/HeaderLayout.tsx'), 'HeaderLayout'),
            children: [
              {
                path: '/practiceCenter',
                lazy: page(() => import('../pages/PracticeCenterPage.tsx')),
              },
              { path: '/CaseList', lazy: page(() => import('../pages/CaseListPage.tsx')) },
              { path: '/report', lazy: page(() => import('../pages/report/ReportPage.tsx')) },
              {
                path: '/theoryPractice',
                lazy: page(() => import('../pages/theory/TheoryPaperPage.tsx')),
              },
              { path: '/wrongBook', lazy: page(() => import('../pages/theory/WrongBookPage.tsx')) },
              {
                path: '/TheoryAchievement',
                lazy: page(() => import('../pages/theory/TheoryAchievementPage.tsx')),
              },
              {
                path: '/practiceAchievement',
                lazy: page(() => import('../pages/achievement/PracticeAchievementPage.tsx')),
              },
              {
                path: '/testCenter',
                lazy: page(() => import('../pages/exams/TestCenterPage.tsx')),
              },
              {
                path: '/theoryTest',
                lazy: page(() => import('../pages/exams/TheoryTestPage.tsx')),
              },
            ],
          },
          {
            lazy: page(() => import('../case/CaseLayout.tsx')),
            children: caseRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
