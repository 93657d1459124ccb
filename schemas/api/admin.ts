/**
 * /api/Admin/*: an administrator's view of the school — colleges, majors and classes (with their
 * teacher and number of students), accounts (search, class filter, create, edit, reset the
 * password), the import of accounts from a CSV/XLSX file (all rows or none), and the storage
 * students' uploads take per class.
 */
import { Type, type Static } from 'typebox';
import { StaffEntry } from './classStaff.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './user.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.@-]{2,63}$';
export const DISPLAY_NAME_MAX = 64;
export const CLASS_NAME_MAX = 100;
/** Rows of one accounts file; the reader refuses more (import.error.tooManyRows). */
export const USER_IMPORT_MAX_ROWS = 2000;
/** Characters of a password the server generates. */
export const GENERATED_PASSWORD_LENGTH = 12;

export const Role = Type.Union([
  Type.Literal('student'),
  Type.Literal('teacher'),
  Type.Literal('admin'),
]);
export const Username = Type.String({ pattern: USERNAME_PATTERN });
export const DisplayName = Type.String({ minLength: 1, maxLength: DISPLAY_NAME_MAX });
export const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
export const ClassName = Type.String({ minLength: 1, maxLength: CLASS_NAME_MAX });

export const OrgClass = Type.Object({
  id: Type.String(),
  name: Type.String(),
  majorId: Nullable(Type.String()),
  /** Its teachers and assistants (issue 22 §2), teachers first. */
  staff: Type.Array(StaffEntry),
  students: Type.Integer(),
});
export const OrgData = Type.Object({
  /** The school's name; '' before it has one. */
  school: Type.String(),
  colleges: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      majors: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    }),
  ),
  classes: Type.Array(OrgClass),
  /** Who may teach a class. */
  teachers: Type.Array(
    Type.Object({ id: Type.String(), username: Type.String(), displayName: Type.String() }),
  ),
});

/**
 * A class belongs to a major (whose college gives it its school); `teacherId` is its first
 * teacher (its staff is then set with /api/Admin/SetClassStaff).
 */
export const CreateClassBody = Type.Object(
  { name: ClassName, majorId: Id, teacherId: Nullable(Id) },
  closed,
);
export const UpdateClassBody = Type.Object(
  {
    id: Id,
    name: Type.Optional(ClassName),
    majorId: Type.Optional(Id),
  },
  closed,
);
export const IdData = Type.Object({ id: Type.String() });

export const ORG_NAME_MAX = 100;
export const OrgName = Type.String({ minLength: 1, maxLength: ORG_NAME_MAX });
/** Names the school (creating it on a database that has none, as in production). */
export const SaveSchoolBody = Type.Object({ name: OrgName }, closed);
export const CreateCollegeBody = Type.Object({ name: OrgName }, closed);
export const CreateMajorBody = Type.Object({ collegeId: Id, name: OrgName }, closed);

export const UsersBody = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 64 })),
    classId: Type.Optional(Id),
    role: Type.Optional(Role),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  closed,
);
export const AdminUser = Type.Object({
  id: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  role: Role,
  classId: Nullable(Type.String()),
  className: Nullable(Type.String()),
  mustChangePassword: Type.Boolean(),
  createdAt: Type.String(),
});
export const UsersData = Type.Object({ users: Type.Array(AdminUser), total: Type.Integer() });

export const CreateUserBody = Type.Object(
  {
    username: Username,
    displayName: DisplayName,
    role: Role,
    classId: Nullable(Id),
    /** Omitted: the server generates one and answers it once. */
    password: Type.Optional(Password),
  },
  closed,
);
export const UpdateUserBody = Type.Object(
  {
    id: Id,
    displayName: Type.Optional(DisplayName),
    classId: Type.Optional(Nullable(Id)),
  },
  closed,
);
export const ResetPasswordBody = Type.Object({ id: Id, password: Type.Optional(Password) }, closed);
/** The temporary password, shown once: the user must change it at their next login. */
export const PasswordData = Type.Object({ id: Type.String(), password: Type.String() });

export const ImportUsersData = Type.Object({
  imported: Type.Integer(),
  /** The passwords the server generated (rows that left theirs empty), shown once. */
  passwords: Type.Array(Type.Object({ username: Type.String(), password: Type.String() })),
});

const Totals = { files: Type.Integer(), bytes: Type.Integer() };
/** Uploads stored per class of their owners (classId null: accounts without a class). */
export const StorageData = Type.Object({
  classes: Type.Array(
    Type.Object({
      classId: Nullable(Type.String()),
      className: Nullable(Type.String()),
      ...Totals,
    }),
  ),
  total: Type.Object(Totals),
  /** The quotas and how long unused files are kept (server/uploads/policy.ts). */
  policy: Type.Object({
    perAttempt: Type.Object(Totals),
    perUser: Type.Object(Totals),
    unusedMinutes: Type.Number(),
    resetRetentionDays: Type.Number(),
  }),
});

export type OrgData = Static<typeof OrgData>;
export type OrgClass = Static<typeof OrgClass>;
export type CreateClassBody = Static<typeof CreateClassBody>;
export type SaveSchoolBody = Static<typeof SaveSchoolBody>;
export type CreateCollegeBody = Static<typeof CreateCollegeBody>;
export type CreateMajorBody = Static<typeof CreateMajorBody>;
export type UpdateClassBody = Static<typeof UpdateClassBody>;
export type UsersBody = Static<typeof UsersBody>;
export type AdminUser = Static<typeof AdminUser>;
export type UsersData = Static<typeof UsersData>;
export type CreateUserBody = Static<typeof CreateUserBody>;
export type UpdateUserBody = Static<typeof UpdateUserBody>;
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export type PasswordData = Static<typeof PasswordData>;
export type ImportUsersData = Static<typeof ImportUsersData>;
export type StorageData = Static<typeof StorageData>;
