/**
 * Puts theory exams into the app (issue 25): the student calls under /api/Examination, the
 * teacher's under /api/Teacher with the teacher role, and the scheduler that submits attempts at
 * their deadlines, first run when the app is ready (what fell due while it was down) and stopped
 * when it closes.
 */
import type { FastifyInstance } from 'fastify';
import { withRole } from '../auth/gate.ts';
import type { AppContext } from '../context.ts';
import { examRoutes } from '../routes/exams.ts';
import { teacherExamRoutes } from '../routes/teacherExams.ts';
import type { Storage } from '../storage/types.ts';
import type { TheoryContent } from '../theory/content.ts';
import { ExamScheduler } from './scheduler.ts';
import { ExamService } from './service.ts';
import { ExamTeacher } from './teacher.ts';

export const installExams = async (
  app: FastifyInstance,
  ctx: AppContext,
  deps: { storage: Storage; content: TheoryContent; now: () => Date; maxSleepMs?: number },
) => {
  const service = new ExamService(deps.storage, deps.content, deps.now);
  const scheduler = new ExamScheduler({
    submitDue: () => service.autoSubmitDue(),
    open: () => deps.storage.listOpenExamDeadlines(),
    now: service.now,
    onError: (err) => app.log.error({ err }, 'exam auto-submit failed'),
    ...(deps.maxSleepMs !== undefined ? { maxSleepMs: deps.maxSleepMs } : {}),
  });
  service.onChange = () => void scheduler.tick();
  await app.register(examRoutes(ctx, service), { prefix: '/api/Examination' });
  await app.register(withRole('teacher', teacherExamRoutes(ctx, new ExamTeacher(service))), {
    prefix: '/api/Teacher',
  });
  app.addHook('onReady', async () => scheduler.tick());
  app.addHook('onClose', async () => scheduler.stop());
  return { service, scheduler };
};
