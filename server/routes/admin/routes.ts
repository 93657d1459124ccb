/**
 * /api/Admin: the school's organisation (Org; SaveSchool, CreateCollege, CreateMajor — what a
 * database without the demo data starts from; CreateClass, UpdateClass, SetClassStaff: its teachers and
 * assistants), its accounts (Users,
 * CreateUser, UpdateUser, ResetPassword), the import of accounts from a file (Import, in
 * import.ts) and the uploads stored per class (Storage). Admins only (access.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as A from '../../../schemas/api/admin.ts';
import { SetClassStaffBody } from '../../../schemas/api/classStaff.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { generatePassword } from '../../admin/accounts.ts';
import { adminUsers, orgView, storageView } from '../../admin/views.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict } from '../../errors.ts';
import { DuplicateError } from '../../storage/types.ts';
import { ok } from '../operate.ts';
import {
  adminOf,
  checkClassName,
  checkClassOf,
  checkTeacher,
  classFor,
  majorFor,
  userFor,
} from './access.ts';

const tags = ['Admin'];

export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { storage } = ctx;

    app.post('/Org', { schema: { tags, response: { 200: Envelope(A.OrgData) } } }, async (req) => {
      await adminOf(ctx, req);
      const [colleges, majors, classes, counts, teachers, staff] = await Promise.all([
        storage.listColleges(),
        storage.listMajors(),
        storage.listClasses(),
        storage.countStudentsByClass(),
        storage.listUsers({ role: 'teacher', limit: 1000 }),
        storage.listClassStaff(),
      ]);
      const [school = null] = await storage.listSchools();
      return ok(orgView(school, colleges, majors, classes, counts, teachers.users, staff));
    });

    app.post(
      '/SaveSchool',
      { schema: { tags, body: A.SaveSchoolBody, response: { 200: Envelope(A.IdData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const name = req.body.name.trim();
        if (!name) throw badRequest('errors.validation');
        const [school] = await storage.listSchools();
        if (school) {
          await storage.renameSchool(school.id, name);
          return ok({ id: school.id });
        }
        const id = randomUUID();
        await storage.createSchool({ id, name });
        return ok({ id });
      },
    );

    app.post(
      '/CreateCollege',
      { schema: { tags, body: A.CreateCollegeBody, response: { 200: Envelope(A.IdData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const name = req.body.name.trim();
        const [school] = await storage.listSchools();
        if (!school) throw badRequest('admin.error.noSchool');
        if ((await storage.listColleges()).some((c) => c.schoolId === school.id && c.name === name))
          throw conflict('admin.error.collegeNameTaken', { value: name });
        const id = randomUUID();
        await storage.createCollege({ id, schoolId: school.id, name });
        return ok({ id });
      },
    );

    app.post(
      '/CreateMajor',
      { schema: { tags, body: A.CreateMajorBody, response: { 200: Envelope(A.IdData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const name = req.body.name.trim();
        const college = await storage.getCollege(req.body.collegeId);
        if (!college) throw badRequest('admin.error.unknownCollege');
        if ((await storage.listMajors()).some((m) => m.collegeId === college.id && m.name === name))
          throw conflict('admin.error.majorNameTaken', { value: name });
        const id = randomUUID();
        await storage.createMajor({ id, collegeId: college.id, name });
        return ok({ id });
      },
    );

    app.post(
      '/CreateClass',
      { schema: { tags, body: A.CreateClassBody, response: { 200: Envelope(A.IdData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const { name, majorId, teacherId } = req.body;
        const { college } = await majorFor(ctx, majorId);
        await checkTeacher(ctx, teacherId);
        await checkClassName(ctx, name);
        const id = randomUUID();
        await storage.createClass({ id, schoolId: college.schoolId, name, teacherId, majorId });
        return ok({ id });
      },
    );

    app.post(
      '/UpdateClass',
      { schema: { tags, body: A.UpdateClassBody, response: { 200: Envelope(A.IdData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const { id, ...update } = req.body;
        await classFor(ctx, id);
        if (update.majorId) await majorFor(ctx, update.majorId);
        if (update.name !== undefined) await checkClassName(ctx, update.name, id);
        await storage.updateClass(id, update);
        return ok({ id });
      },
    );

    app.post(
      '/SetClassStaff',
      { schema: { tags, body: SetClassStaffBody, response: { 200: Envelope(A.IdData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const { classId, staff } = req.body;
        await classFor(ctx, classId);
        const ids = staff.map((m) => m.userId);
        if (new Set(ids).size !== ids.length) throw badRequest('staff.error.twice');
        for (const id of ids) await checkTeacher(ctx, id);
        await storage.setClassStaff(classId, staff);
        return ok({ id: classId });
      },
    );

    app.post(
      '/Users',
      { schema: { tags, body: A.UsersBody, response: { 200: Envelope(A.UsersData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const { search, classId, role, page = 1, pageSize = 20 } = req.body;
        const found = await storage.listUsers({
          ...(search?.trim() ? { search: search.trim() } : {}),
          ...(classId ? { classId } : {}),
          ...(role ? { role } : {}),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return ok({
          users: adminUsers(found.users, await storage.listClasses()),
          total: found.total,
        });
      },
    );

    app.post(
      '/CreateUser',
      { schema: { tags, body: A.CreateUserBody, response: { 200: Envelope(A.PasswordData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const { username, displayName, role, classId } = req.body;
        await checkClassOf(ctx, role, classId);
        const password = req.body.password ?? generatePassword();
        const id = randomUUID();
        try {
          await storage.createUser({
            id,
            username,
            displayName,
            role,
            classId,
            passwordHash: await hashPassword(password),
            createdAt: ctx.now().toISOString(),
            mustChangePassword: true,
          });
        } catch (e) {
          if (e instanceof DuplicateError)
            throw conflict('admin.error.usernameTaken', { value: username });
          throw e;
        }
        return ok({ id, password });
      },
    );

    app.post(
      '/UpdateUser',
      { schema: { tags, body: A.UpdateUserBody, response: { 200: Envelope(A.IdData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const { id, ...update } = req.body;
        const user = await userFor(ctx, id);
        if (update.classId !== undefined) await checkClassOf(ctx, user.role, update.classId);
        await storage.updateUser(id, update);
        return ok({ id });
      },
    );

    app.post(
      '/ResetPassword',
      { schema: { tags, body: A.ResetPasswordBody, response: { 200: Envelope(A.PasswordData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const user = await userFor(ctx, req.body.id);
        const password = req.body.password ?? generatePassword();
        // The user's sessions end with the old password; the next login must change this one.
        await storage.setPassword(user.id, await hashPassword(password), true);
        ctx.hub.endSessions((s) => s.userId === user.id, 'passwordChanged');
        return ok({ id: user.id, password });
      },
    );

    app.post(
      '/Storage',
      { schema: { tags, response: { 200: Envelope(A.StorageData) } } },
      async (req) => {
        await adminOf(ctx, req);
        const [rows, classes] = await Promise.all([
          storage.uploadTotalsByClass(),
          storage.listClasses(),
        ]);
        return ok(storageView(rows, classes, ctx.uploads.policy));
      },
    );
  };
