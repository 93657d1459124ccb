/** What the admin page reads: the organisation tree, account rows, storage per class (pure projections). */
import type { AdminUser, OrgData, StorageData } from '../../schemas/api/admin.ts';
import type {
  College,
  Major,
  School,
  SchoolClass,
  StaffMember,
  UploadTotals,
  User,
} from '../storage/types.ts';
import type { UploadPolicy } from '../uploads/policy.ts';

export const orgView = (
  school: School | null,
  colleges: readonly College[],
  majors: readonly Major[],
  classes: readonly SchoolClass[],
  students: Readonly<Record<string, number>>,
  teachers: readonly User[],
  staff: readonly StaffMember[],
): OrgData => {
  const staffOf = Map.groupBy(staff, (m) => m.classId);
  return {
    school: school?.name ?? '',
    colleges: colleges.map((c) => ({
      id: c.id,
      name: c.name,
      majors: majors.filter((m) => m.collegeId === c.id).map((m) => ({ id: m.id, name: m.name })),
    })),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      majorId: c.majorId,
      staff: (staffOf.get(c.id) ?? []).map((m) => ({
        id: m.userId,
        username: m.username,
        name: m.displayName,
        role: m.role,
      })),
      students: students[c.id] ?? 0,
    })),
    teachers: teachers.map((t) => ({ id: t.id, username: t.username, displayName: t.displayName })),
  };
};

export const adminUsers = (
  users: readonly User[],
  classes: readonly SchoolClass[],
): AdminUser[] => {
  const className = new Map(classes.map((c) => [c.id, c.name]));
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    displayName: u.displayName,
    role: u.role,
    classId: u.classId,
    className: u.classId ? (className.get(u.classId) ?? null) : null,
    mustChangePassword: u.mustChangePassword,
    createdAt: u.createdAt,
  }));
};

/** Uploads per class, largest first, with the class names and the policy they live under. */
export const storageView = (
  rows: readonly (UploadTotals & { classId: string | null })[],
  classes: readonly SchoolClass[],
  policy: UploadPolicy,
): StorageData => {
  const className = new Map(classes.map((c) => [c.id, c.name]));
  return {
    classes: rows.map((r) => ({
      classId: r.classId,
      className: r.classId ? (className.get(r.classId) ?? null) : null,
      files: r.files,
      bytes: r.bytes,
    })),
    total: {
      files: rows.reduce((n, r) => n + r.files, 0),
      bytes: rows.reduce((n, r) => n + r.bytes, 0),
    },
    policy: {
      perAttempt: policy.perAttempt,
      perUser: policy.perUser,
      unusedMinutes: policy.unreferencedMs / 60_000,
      resetRetentionDays: policy.resetRetentionMs / 86_400_000,
    },
  };
};
