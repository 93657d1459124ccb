/**
 * The storage interface. One contract, two adapters (SQLite embedded, PostgreSQL for scale);
 * tests/storage runs the same contract suite against both.
 */
import type { CourseStudyStorage } from './courseStudy.ts';
import type { RatesStorage } from './rates.ts';
import type { Metadata } from '../../engine/core/envelope.ts';
import type { ExamStore } from './examTypes.ts';
import type { TheoryStore } from './theoryTypes.ts';

export type Role = 'student' | 'teacher' | 'admin';

export type NewEvent = { type: string; data: unknown; metadata: Metadata };
export type StoredEvent = NewEvent & {
  streamId: string;
  /** 1-based position inside its stream. */
  version: number;
  /** Global position across all streams, increasing. */
  position: number;
};

export class VersionConflictError extends Error {
  readonly streamId: string;
  readonly expected: number;
  readonly actual: number;
  constructor(streamId: string, expected: number, actual: number) {
    super(`version conflict on ${streamId}: expected ${expected}, actual ${actual}`);
    this.name = 'VersionConflictError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** A change the attempt's row refuses in its status (a reset attempt is final). */
export class AttemptStatusError extends Error {
  readonly attemptId: string;
  readonly status: AttemptStatus;
  constructor(attemptId: string, status: AttemptStatus) {
    super(`attempt ${attemptId} is ${status}`);
    this.name = 'AttemptStatusError';
    this.attemptId = attemptId;
    this.status = status;
  }
}

export class DuplicateError extends Error {
  constructor(what: string) {
    super(`duplicate ${what}`);
    this.name = 'DuplicateError';
  }
}

export type School = { id: string; name: string };
export type College = { id: string; schoolId: string; name: string };
export type Major = { id: string; collegeId: string; name: string };
/**
 * How a class's grade on a case counts a student's submitted attempts (a later reset keeps them):
 * the highest score, the last or the first submitted, or their average (server/attempts/grading.ts).
 */
export type GradingMethod = 'highest' | 'last' | 'first' | 'average';
export type SchoolClass = {
  id: string;
  schoolId: string;
  name: string;
  majorId: string | null;
  gradingMethod: GradingMethod;
};
/**
 * A class to create: without a major unless given, graded by the highest score unless given;
 * `teacherId`, when given, becomes its first staff member as 'teacher' (same transaction).
 */
export type NewClass = Omit<SchoolClass, 'majorId' | 'gradingMethod'> & {
  majorId?: string | null;
  gradingMethod?: GradingMethod;
  teacherId?: string | null;
};
export type ClassUpdate = {
  name?: string;
  majorId?: string | null;
  gradingMethod?: GradingMethod;
};
/**
 * Who teaches a class (issue 22 §2): a 'teacher' has every right over it (grading method, scores,
 * ratings, review queue, exports, its assistants); an 'assistant' reads it and comments.
 */
export type StaffRole = 'teacher' | 'assistant';
export type StaffMember = {
  classId: string;
  userId: string;
  role: StaffRole;
  username: string;
  displayName: string;
};
export type User = {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  passwordHash: string;
  classId: string | null;
  createdAt: string;
  /** Set by an administrator's reset or import: every call but ChangePwd and Logout is 403. */
  mustChangePassword: boolean;
};
/** A user to create: mustChangePassword is false unless given. */
export type NewUser = Omit<User, 'mustChangePassword'> & { mustChangePassword?: boolean };
export type UserUpdate = { displayName?: string; classId?: string | null };
/** Users matching all given filters, by username; `search` is part of username or display name. */
export type UserQuery = {
  role?: Role;
  classId?: string;
  search?: string;
  limit: number;
  offset?: number;
};
export type Session = {
  tokenHash: string;
  userId: string;
  createdAt: string;
  /** Absolute expiry. */
  expiresAt: string;
  lastSeenAt: string;
};
export type CaseRecord = {
  id: string;
  /** Scenario as parsed from its YAML (JSON text), and a hash of the source. */
  scenarioJson: string;
  contentHash: string;
  updatedAt: string;
};
/** A case's file as a version names it: its name in the case and the SHA-256 of its bytes. */
export type CaseFileRef = { name: string; sha256: string };
/**
 * One version of a case, immutable once stored, keyed by its content hash (ADR 0023): the
 * scenario as parsed (JSON text) and its files in attachment order.
 */
export type CaseVersionRecord = {
  hash: string;
  caseId: string;
  scenarioJson: string;
  /** Null for a version stored before files were versioned, until the next publish fills it. */
  files: CaseFileRef[] | null;
  createdAt: string;
};
/** A case as its author writes it in the app (issue 22 §5); published, it is a case version. */
export type CaseDraftStatus = 'draft' | 'published' | 'archived';
export type CaseDraft = {
  id: string;
  authorId: string;
  /** What the library lists it by (the scenario's title when it parses). */
  name: string;
  /** The YAML text as written, at most AUTHORING_YAML_MAX bytes. */
  yaml: string;
  /** Its attachments' bytes, stored in case_files by their SHA-256. */
  files: CaseFileRef[];
  status: CaseDraftStatus;
  /** The case id its publication took (the scenario's id), null before the first publish. */
  caseId: string | null;
  /** The case version its last publication stored. */
  publishedHash: string | null;
  updatedAt: string;
};
/** A published authored case: the version students of these classes are offered. */
export type CaseOffer = {
  draftId: string;
  authorId: string;
  caseId: string;
  hash: string;
  classIds: string[];
};
/** A case file's bytes, stored once by their SHA-256 whatever the versions naming them. */
export type CaseFileBlob = { sha256: string; bytes: Uint8Array };
export type AttemptStatus = 'inProgress' | 'submitted' | 'reset';
export type AttemptMode = 'practice' | 'exam';
export type Attempt = {
  id: string;
  userId: string;
  caseId: string;
  mode: AttemptMode;
  seed: number;
  status: AttemptStatus;
  score: number | null;
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
  /** The hash of the case version it is played and scored on (CaseVersionRecord). */
  caseVersion: string;
};
/**
 * The attempt a new one replaces: its closing events (AttemptReset) are appended at
 * `expectedVersion` and its row marked 'reset', in the transaction that creates the new one.
 */
export type ResetOf = { id: string; expectedVersion: number; events: NewEvent[] };
/**
 * An attempt a teacher graded, rated or commented on (an event of the teacher's actor): when the
 * latest came (its event's time) and when its student last opened its analysis, or null.
 */
export type TeacherNote = {
  attemptId: string;
  caseId: string;
  latestAt: string;
  seenAt: string | null;
};
/**
 * A change to an attempt's summary row, written in the same transaction as events. A row that
 * is 'reset' takes no update (AttemptStatusError, nothing written).
 */
export type AttemptUpdate = {
  id: string;
  status: AttemptStatus;
  score?: number | null;
  passed?: boolean | null;
  submittedAt?: string | null;
  /** A move to another case version (with its CaseVersionChanged event). */
  caseVersion?: string;
};

/** A file a student uploaded to an attempt (a mail attachment). */
export type Upload = {
  id: string;
  attemptId: string;
  userId: string;
  name: string;
  /** MIME type the server accepted it as. */
  type: string;
  size: number;
  bytes: Uint8Array;
  createdAt: string;
};

/** Files and bytes stored. */
export type UploadTotals = { files: number; bytes: number };
/** When uploads are deleted (canonical ISO instants; see sweepUploads). */
export type UploadSweep = {
  /** Uploads created before this that no event of their attempt names are deleted. */
  unreferencedBefore: string;
  /** A reset attempt never submitted, last changed before this, has all its uploads deleted. */
  releasedBefore: string;
};

/** Theory practice (theoryTypes.ts) is part of the contract. */
export interface Storage extends TheoryStore, CourseStudyStorage, ExamStore, RatesStorage {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;

  // ---- event store ----
  /**
   * Appends events to a stream if its current version equals `expectedVersion`
   * (0 for a new stream); otherwise throws VersionConflictError and writes nothing.
   * `attempt`, when given, updates that attempt row in the same transaction.
   * Returns the stored events.
   */
  appendEvents(
    streamId: string,
    expectedVersion: number,
    events: NewEvent[],
    attempt?: AttemptUpdate,
  ): Promise<StoredEvent[]>;
  /** Events of a stream with version > afterVersion, in order. */
  readStream(streamId: string, afterVersion?: number): Promise<StoredEvent[]>;
  /** Events of all streams with position > afterPosition, in order, at most `limit`. */
  readAll(afterPosition: number, limit: number): Promise<StoredEvent[]>;
  streamVersion(streamId: string): Promise<number>;

  // ---- schools, classes, users ----
  createSchool(school: School): Promise<void>;
  createClass(cls: NewClass): Promise<void>;
  /** Throws DuplicateError when the username is taken. */
  createUser(user: NewUser): Promise<void>;
  getUserById(id: string): Promise<User | null>;
  getUserByUsername(username: string): Promise<User | null>;
  countUsers(): Promise<number>;
  getSchool(id: string): Promise<School | null>;
  /** Every school, by name (a deployment has one; the admin page manages the first). */
  listSchools(): Promise<School[]>;
  renameSchool(id: string, name: string): Promise<void>;
  getClass(id: string): Promise<SchoolClass | null>;
  /** The classes a user is staff of (any role), or every class when no user is given; by name. */
  listClasses(staffUserId?: string): Promise<SchoolClass[]>;
  /** The staff of a class (of every class when none is given): by class, teachers first, username. */
  listClassStaff(classId?: string): Promise<StaffMember[]>;
  /** Replaces a class's staff with exactly these, in one transaction. */
  setClassStaff(
    classId: string,
    staff: readonly { userId: string; role: StaffRole }[],
  ): Promise<void>;
  /** Gives one user this role in a class (null: removes them from its staff). */
  setStaffRole(classId: string, userId: string, role: StaffRole | null): Promise<void>;
  /** The users of a class, by username. */
  listClassUsers(classId: string): Promise<User[]>;

  // ---- administration: colleges, majors, accounts ----
  createCollege(college: College): Promise<void>;
  createMajor(major: Major): Promise<void>;
  getCollege(id: string): Promise<College | null>;
  getMajor(id: string): Promise<Major | null>;
  /** Every college, by name. */
  listColleges(): Promise<College[]>;
  /** Every major, by name. */
  listMajors(): Promise<Major[]>;
  /** Changes the given fields of a class; false when there is no such class. */
  updateClass(id: string, update: ClassUpdate): Promise<boolean>;
  /** The number of students of each class that has any. */
  countStudentsByClass(): Promise<Record<string, number>>;
  /** One page of the users matching `query`, by username, and how many match in all. */
  listUsers(query: UserQuery): Promise<{ users: User[]; total: number }>;
  /** Changes the given fields of a user; false when there is no such user. */
  updateUser(id: string, update: UserUpdate): Promise<boolean>;
  /**
   * Sets a user's password hash and must-change flag and, in the same transaction, revokes
   * every session of the user except `keepTokenHash`.
   */
  setPassword(
    userId: string,
    passwordHash: string,
    mustChange: boolean,
    keepTokenHash?: string,
  ): Promise<void>;
  /**
   * Creates all these users in one transaction, or none: DuplicateError naming the first
   * username (or id) already taken.
   */
  importUsers(users: NewUser[]): Promise<void>;

  // ---- sessions (token hashes only) ----
  createSession(session: Session): Promise<void>;
  getSession(tokenHash: string): Promise<Session | null>;
  touchSession(tokenHash: string, lastSeenAt: string): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Revokes every session of a user except `keepTokenHash`. */
  deleteUserSessions(userId: string, keepTokenHash?: string): Promise<void>;

  // ---- server secrets ----
  /**
   * The secret stored under `name`; the first call stores `candidate` (made by the caller) and
   * returns it, later ones (and racing instances) get the one stored first.
   */
  serverSecret(name: string, candidate: string, now: string): Promise<string>;

  // ---- cases ----
  upsertCase(record: CaseRecord): Promise<void>;
  getCase(id: string): Promise<CaseRecord | null>;
  listCases(): Promise<CaseRecord[]>;
  /**
   * In one transaction: stores the files not stored yet, the version unless stored (a stored
   * version is never changed), gives this case's versions stored without files these files, and
   * makes the version the case's latest (its cases row). True when the version is new.
   */
  publishCaseVersion(version: CaseVersionRecord, files: CaseFileBlob[]): Promise<boolean>;
  getCaseVersion(hash: string): Promise<CaseVersionRecord | null>;
  /** Every stored version of a case, oldest first. */
  listCaseVersions(caseId: string): Promise<CaseVersionRecord[]>;
  /** A case file's bytes by their SHA-256, or null. */
  getCaseFile(sha256: string): Promise<Uint8Array | null>;

  // ---- authored cases (drafts and their offers to classes) ----
  /**
   * Creates or replaces a draft (by id); with `files`, the same transaction stores those of their
   * bytes not stored yet (the files the draft now names).
   */
  saveCaseDraft(draft: CaseDraft, files?: readonly CaseFileBlob[]): Promise<void>;
  getCaseDraft(id: string): Promise<CaseDraft | null>;
  /** The drafts of an author, or every draft when none is given; the latest changed first. */
  listCaseDrafts(authorId?: string): Promise<CaseDraft[]>;
  /**
   * In one transaction: marks the draft published as `caseId` at version `hash` (stored before
   * with publishCaseVersion) and offers that case to exactly these classes. DuplicateError when
   * another draft holds `caseId`.
   */
  offerCaseDraft(
    draftId: string,
    caseId: string,
    hash: string,
    classIds: readonly string[],
    at: string,
  ): Promise<void>;
  /** In one transaction: marks the draft archived and withdraws its case from every class. */
  archiveCaseDraft(draftId: string, at: string): Promise<void>;
  /** Every published authored case with the classes it is offered to. */
  listCaseOffers(): Promise<CaseOffer[]>;

  // ---- attempts ----
  /**
   * Creates an attempt and appends its first events (stream id = attempt id) in one
   * transaction. With `reset`, the same transaction appends the closing events to the old
   * attempt's stream (VersionConflictError if it moved) and marks its row 'reset'
   * (AttemptStatusError if it already is). Throws DuplicateError when the user already has an
   * in-progress attempt of the case in this mode. Any failure writes nothing.
   */
  createAttempt(attempt: Attempt, firstEvents: NewEvent[], reset?: ResetOf): Promise<StoredEvent[]>;
  getAttempt(id: string): Promise<Attempt | null>;
  /** Attempts of a user, newest first, excluding reset ones unless asked. */
  listAttempts(userId: string, opts?: { includeReset?: boolean }): Promise<Attempt[]>;
  /**
   * Attempts of these users, newest first: a class's work in one query. Reset ones only when
   * asked (the attempt history and the grades: a reset keeps a submitted attempt's score).
   */
  listAttemptsOfUsers(
    userIds: readonly string[],
    opts?: { includeReset?: boolean },
  ): Promise<Attempt[]>;
  /** Every attempt of a case, reset ones included, oldest first (cbsim regrade). */
  listAttemptsOfCase(caseId: string): Promise<Attempt[]>;
  /** Every attempt still in progress, oldest first (to re-arm policy timers after a restart). */
  listOpenAttempts(): Promise<Attempt[]>;
  /** A user's attempts with a teacher's events (reset ones too), the latest note first. */
  teacherNotes(userId: string): Promise<TeacherNote[]>;
  /** The student opened the attempt's analysis at `at` (a later time than stored replaces it). */
  markNotesSeen(attemptId: string, at: string): Promise<void>;

  // ---- uploads ----
  putUpload(upload: Upload): Promise<void>;
  /** An upload with its bytes, or null. */
  getUpload(id: string): Promise<Upload | null>;
  /** What this attempt and this user (all attempts) store in uploads: for the quotas. */
  uploadTotals(
    userId: string,
    attemptId: string,
  ): Promise<{ attempt: UploadTotals; user: UploadTotals }>;
  /**
   * Deletes (1) uploads created before `unreferencedBefore` whose id appears in no event of
   * their attempt's stream (a mail, draft, evidence or claim names files by id), each checked
   * in the one statement that deletes it; and (2) every upload of an attempt that is reset,
   * was never submitted and whose last event is older than `releasedBefore`. Uploads found
   * named are marked, so later sweeps do not search the events for them again.
   */
  sweepUploads(sweep: UploadSweep): Promise<{ expired: number; released: number }>;
  /** Uploads stored per class of their owner (classId null: owners without a class). */
  uploadTotalsByClass(): Promise<(UploadTotals & { classId: string | null })[]>;
}
