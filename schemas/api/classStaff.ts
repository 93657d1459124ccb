/**
 * A class's staff (issue 22 §2): its teachers and assistants, the teacher accounts a teacher may
 * add as assistants; a student's training report as their teacher reads it; the whole class's
 * reports as one zip, built in the background with its progress.
 */
import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../common.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const StaffRole = Type.Union([Type.Literal('teacher'), Type.Literal('assistant')]);
export const StaffEntry = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  role: StaffRole,
});
/** A teacher account (the people a class's staff is chosen from). */
export const TeacherAccount = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
});

export const ClassStaffBody = Type.Object({ classId: Id }, closed);
export const ClassStaffData = Type.Object({
  staff: Type.Array(StaffEntry),
  /** The caller's role in the class (an admin: teacher). */
  role: StaffRole,
  /** Teacher accounts not on the staff yet; empty for an assistant, who may not add any. */
  candidates: Type.Array(TeacherAccount),
});
/** A class's teacher adds (true) or removes (false) an assistant. */
export const SetAssistantBody = Type.Object(
  { classId: Id, userId: Id, assistant: Type.Boolean() },
  closed,
);

/** The admin sets a class's staff: each teacher account once, with its role. */
export const STAFF_MAX = 20;
export const SetClassStaffBody = Type.Object(
  {
    classId: Id,
    staff: Type.Array(Type.Object({ userId: Id, role: StaffRole }, closed), {
      maxItems: STAFF_MAX,
    }),
  },
  closed,
);

export const StudentReportBody = Type.Object({ studentId: Id }, closed);
export const StudentReportPdfBody = Type.Object(
  {
    studentId: Id,
    lang: Type.Enum(LANGUAGES),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  closed,
);

export const ClassReportsBody = Type.Object(
  {
    classId: Id,
    lang: Type.Enum(LANGUAGES),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  closed,
);
export const ClassReportsJobBody = Type.Object({ jobId: Id }, closed);
/** A class's reports zip as it is built: one PDF per student, then the workbook. */
export const ClassReportsJob = Type.Object({
  jobId: Type.String(),
  state: Type.Union([Type.Literal('running'), Type.Literal('ready'), Type.Literal('failed')]),
  /** Students whose PDF is done, of all the class's students. */
  done: Type.Integer(),
  total: Type.Integer(),
  /** A message key when it failed. */
  error: Type.Union([Type.String(), Type.Null()]),
});

export type StaffEntry = Static<typeof StaffEntry>;
export type SetClassStaffBody = Static<typeof SetClassStaffBody>;
export type ClassStaffData = Static<typeof ClassStaffData>;
export type ClassReportsJob = Static<typeof ClassReportsJob>;
