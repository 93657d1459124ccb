/** The admin API's test school: an admin, class A of major maj-ec (teacher01, student01). */
import { hashPassword } from '../../auth/passwords.ts';
import { harness, PASSWORD } from '../../testing/harness.ts';
import { multipart } from '../../testing/multipart.ts';

export const MAJOR = 'maj-ec';

/** With `school: false`, no school, college, major or class: a database as production starts. */
export const adminHarness = async ({ school = true }: { school?: boolean } = {}) => {
  const h = await harness();
  const hash = await hashPassword(PASSWORD);
  await h.storage.createUser({
    id: 'id-admin',
    username: 'admin',
    displayName: 'Admin',
    role: 'admin',
    passwordHash: hash,
    classId: null,
    createdAt: h.clock.now.toISOString(),
  });
  if (school) {
    await h.storage.createSchool({ id: 'sch', name: 'Demo School' });
    await h.storage.createCollege({ id: 'col', schoolId: 'sch', name: 'International Business' });
    await h.storage.createMajor({ id: MAJOR, collegeId: 'col', name: 'Cross-border E-commerce' });
    await h.storage.createClass({
      id: 'cA',
      schoolId: 'sch',
      name: 'Class A',
      teacherId: 'id-teacher01',
      majorId: MAJOR,
    });
    await h.storage.updateUser('id-student01', { classId: 'cA' });
  }
  const tokens: Record<string, string> = {};
  for (const u of ['admin', 'teacher01', 'student01']) tokens[u] = await h.login(u);
  /** POST /api/Admin/<path> as `who`. */
  const call = (path: string, body: object, who = 'admin') =>
    h.post(`/api/Admin/${path}`, body, tokens[who]);
  /** Uploads a file to /api/Admin/Import as `who` (null: no token). */
  const upload = (name: string, content: Buffer | string, who: string | null = 'admin') => {
    const { payload, headers } = multipart({}, { name, content });
    return h.app.inject({
      method: 'POST',
      url: '/api/Admin/Import',
      payload,
      headers: { ...headers, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    });
  };
  return { h, tokens, call, upload };
};
