/**
 * The teacher's exam page (issue 25 §1) in the browser: a teacher creates an exam for their class
 * through the form (names, class, two bank questions, time limit), after a draw the bank cannot
 * fill was refused with the server's message, translated; a student of that class sees it in the
 * test centre; the teacher gives that student 15 extra minutes and sees the time explained, the
 * student sees the extra time too, and the teacher releases the results after a confirmation. The
 * teacher, class and student are the test's own (made by the admin), so no other test's student
 * finds another exam in the test centre.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { confirmDialog, DEMO_PASSWORD, login, pickOption, watchErrors } from './helpers.ts';

type Q = { id: string; text: { zh: string } };
const bank = parse(
  readFileSync(resolve(import.meta.dirname, '../../questions/logistics-trade.yaml'), 'utf8'),
) as Q[];
const [q1, q2] = bank as [Q, Q];

const post = async <T>(page: Page, path: string, data: object, token?: string) => {
  const res = await page.request.post(`/api${path}`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
};
const signInUi = async (page: Page, user: string, password: string) => {
  await page.goto('/login');
  await login(page, user, password);
  await expect(page).not.toHaveURL(/\/login/);
};

test('a teacher creates an exam through the form, the student sees it, and gets extra minutes', async ({
  browser,
}) => {
  const teacher = await browser.newPage();
  const errors = watchErrors(teacher);
  // The admin makes a teacher, a class of theirs and one student; both set their own password.
  const token = async (userName: string, password: string) =>
    (await post<{ token: string }>(teacher, '/User/login', { userName, password })).token;
  const admin = await token('admin', DEMO_PASSWORD);
  const stamp = Date.now().toString(36);
  const org = await post<{ colleges: { majors: { id: string }[] }[] }>(
    teacher,
    '/Admin/Org',
    {},
    admin,
  );
  const account = async (username: string, role: string, classId: string | null) => {
    const made = await post<{ id: string; password: string }>(
      teacher,
      '/Admin/CreateUser',
      { username, displayName: `Exam ${role} ${stamp}`, role, classId },
      admin,
    );
    await post(
      teacher,
      '/User/ChangePwd',
      { oldPwd: made.password, newPwd: 'exam-pass-1' },
      await token(username, made.password),
    );
    return made.id;
  };
  const teacherName = `exam-t-${stamp}`;
  const studentName = `exam-s-${stamp}`;
  const className = `Exams ${stamp}`;
  const teacherId = await account(teacherName, 'teacher', null);
  const cls = await post<{ id: string }>(
    teacher,
    '/Admin/CreateClass',
    { name: className, majorId: org.colleges[0]!.majors[0]!.id, teacherId },
    admin,
  );
  await account(studentName, 'student', cls.id);

  await signInUi(teacher, teacherName, 'exam-pass-1');
  await teacher.goto('/Teacher/exams');
  await expect(teacher.getByTestId('teacher-exams')).toBeVisible();
  await teacher.getByTestId('exam-new').click();
  const form = teacher.getByTestId('exam-form');
  await form.getByTestId('exam-title-zh').fill(`期中考试 ${stamp}`);
  await form.getByTestId('exam-title-en').fill(`Midterm ${stamp}`);
  await pickOption(teacher, form.getByTestId('exam-classes'), className);
  // A draw the bank cannot fill (50 of the hardest questions): the server's refusal, translated.
  await form.getByText('按标签抽题').click();
  await form.getByLabel('题数').fill('50');
  await pickOption(teacher, form.getByTestId('draw-difficulty-0'), '3');
  await form.getByTestId('exam-create').click();
  await expect(form.getByTestId('exam-form-error')).toHaveText('题库题目不足以按规则抽题');
  await form.getByText('指定题目').click();
  // The bank is long (a virtual list): each question is searched by its id first.
  const questions = form.getByTestId('exam-questions');
  for (const q of [q1, q2]) {
    await questions.locator('input').fill(q.id);
    await pickOption(teacher, questions, `${q.id} · ${q.text.zh}`);
  }
  await form.getByLabel('时长（分钟）').fill('20');
  await form.getByTestId('exam-create').click();
  await expect(teacher.getByText('考试已创建：已抽取 1 份试卷')).toBeVisible();
  const examRow = teacher.locator('tr.ant-table-row').filter({ hasText: `期中考试 ${stamp}` });
  await expect(examRow).toContainText(className);
  await expect(examRow).toContainText('20 分钟');
  await expect(examRow).toContainText('未开始 1');

  const student = await browser.newPage();
  await signInUi(student, studentName, 'exam-pass-1');
  await student.goto('/testCenter');
  const mine = student.locator('tr.ant-table-row').filter({ hasText: `期中考试 ${stamp}` });
  await expect(mine).toContainText('20 分钟');
  await expect(mine.getByTestId('start-exam')).toBeVisible();

  // The teacher opens the exam's students and gives 15 extra minutes.
  await examRow.locator('.ant-table-row-expand-icon').click();
  await teacher.getByTestId(`accommodate-${studentName}`).click();
  const dialog = teacher.locator('.ant-modal').filter({ has: teacher.getByTestId('acc-form') });
  await dialog.getByLabel('额外分钟数').fill('15');
  await dialog.locator('#exam-acc-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(teacher.getByTestId(`student-time-${studentName}`)).toContainText(
    '35 分钟，含额外时间 15 分钟',
  );
  await student.reload();
  await expect(mine.getByTestId('extra-time')).toHaveText('含延长 15 分钟');

  // Results released after the confirmation.
  await examRow.getByRole('button', { name: '发布成绩' }).click();
  await confirmDialog(teacher);
  await expect(examRow).toContainText('已于');
  expect(errors).toEqual([]);
});
