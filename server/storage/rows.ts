/**
 * Row ↔ record mapping shared by both adapters. SQLite hands back text, integers and 0/1;
 * pg hands back Date for timestamptz, strings for bigint and parsed objects for jsonb.
 */
import type { Metadata } from '../../engine/core/envelope.ts';
import type {
  Attempt,
  AttemptMode,
  GradingMethod,
  AttemptStatus,
  CaseFileRef,
  CaseRecord,
  CaseVersionRecord,
  College,
  Major,
  NewEvent,
  Role,
  School,
  SchoolClass,
  StaffMember,
  StaffRole,
  Session,
  Upload,
  StoredEvent,
  User,
} from './types.ts';

export type Row = Record<string, unknown>;

/** Canonical UTC ISO text (`2026-03-02T01:00:00.000Z`); throws on an invalid instant. */
export function isoInstant(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new RangeError(`invalid timestamp: ${value}`);
  return d.toISOString();
}

export const isoOrNull = (value: string | null | undefined): string | null =>
  value == null ? null : isoInstant(value);

const str = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const strOrNull = (v: unknown): string | null => (v == null ? null : str(v));
const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v == null ? null : Number(v));
const boolOrNull = (v: unknown): boolean | null => (v == null ? null : v === true || v === 1);
/** JSON columns are always selected as text (pg: `data::text`), so a JSON string stays a string. */
const json = (v: unknown): unknown => JSON.parse(String(v));

/** JSON text of an event's data; `undefined` is stored as null. */
export const jsonText = (v: unknown): string => JSON.stringify(v ?? null);

export const toEvent = (r: Row): StoredEvent => ({
  streamId: str(r.stream_id),
  version: num(r.version),
  position: num(r.position),
  type: str(r.type),
  data: json(r.data),
  metadata: json(r.metadata) as Metadata,
});

export const storedEvents = (
  streamId: string,
  events: NewEvent[],
  keys: { version: number; position: number }[],
): StoredEvent[] =>
  events.map((e, i) => {
    const k = keys[i];
    if (!k) throw new Error('event insert returned fewer rows than events');
    return {
      streamId,
      version: k.version,
      position: k.position,
      type: e.type,
      data: e.data ?? null,
      metadata: e.metadata,
    };
  });

/** Event columns; JSON ones as text in both dialects (see `json`). */
export const EVENT_COLUMNS = 'position, stream_id, version, type, data, metadata';
export const PG_EVENT_COLUMNS =
  'position, stream_id, version, type, data::text AS data, metadata::text AS metadata';

export const toSchool = (r: Row): School => ({ id: str(r.id), name: str(r.name) });

export const toCollege = (r: Row): College => ({
  id: str(r.id),
  schoolId: str(r.school_id),
  name: str(r.name),
});
export const toMajor = (r: Row): Major => ({
  id: str(r.id),
  collegeId: str(r.college_id),
  name: str(r.name),
});

export const CLASS_COLUMNS = 'id, school_id, name, major_id, grading_method';
export const toClass = (r: Row): SchoolClass => ({
  id: str(r.id),
  schoolId: str(r.school_id),
  name: str(r.name),
  majorId: strOrNull(r.major_id),
  gradingMethod: str(r.grading_method) as GradingMethod,
});

/** class_staff joined with users (s.*, u.username, u.display_name). */
export const STAFF_COLUMNS = 's.class_id, s.user_id, s.role, u.username, u.display_name';
export const toStaff = (r: Row): StaffMember => ({
  classId: str(r.class_id),
  userId: str(r.user_id),
  role: str(r.role) as StaffRole,
  username: str(r.username),
  displayName: str(r.display_name),
});

export const USER_COLUMNS =
  'id, username, display_name, role, password_hash, class_id, created_at, must_change_password';
export const toUser = (r: Row): User => ({
  id: str(r.id),
  username: str(r.username),
  displayName: str(r.display_name),
  role: str(r.role) as Role,
  passwordHash: str(r.password_hash),
  classId: strOrNull(r.class_id),
  createdAt: str(r.created_at),
  mustChangePassword: r.must_change_password === true || r.must_change_password === 1,
});

export const SESSION_COLUMNS = 'token_hash, user_id, created_at, expires_at, last_seen_at';
export const toSession = (r: Row): Session => ({
  tokenHash: str(r.token_hash),
  userId: str(r.user_id),
  createdAt: str(r.created_at),
  expiresAt: str(r.expires_at),
  lastSeenAt: str(r.last_seen_at),
});

export const CASE_COLUMNS = 'id, scenario_json, content_hash, updated_at';
export const toCase = (r: Row): CaseRecord => ({
  id: str(r.id),
  scenarioJson: str(r.scenario_json),
  contentHash: str(r.content_hash),
  updatedAt: str(r.updated_at),
});

export const ATTEMPT_COLUMNS =
  'id, user_id, case_id, mode, seed, status, score, passed, started_at, submitted_at, case_version';
export const toAttempt = (r: Row): Attempt => ({
  id: str(r.id),
  userId: str(r.user_id),
  caseId: str(r.case_id),
  mode: str(r.mode) as AttemptMode,
  seed: num(r.seed),
  status: str(r.status) as AttemptStatus,
  score: numOrNull(r.score),
  passed: boolOrNull(r.passed),
  startedAt: str(r.started_at),
  submittedAt: strOrNull(r.submitted_at),
  caseVersion: str(r.case_version),
});

export const CASE_VERSION_COLUMNS = 'hash, case_id, scenario_json, files, created_at';
export const toCaseVersion = (r: Row): CaseVersionRecord => ({
  hash: str(r.hash),
  caseId: str(r.case_id),
  scenarioJson: str(r.scenario_json),
  files: r.files == null ? null : (json(r.files) as CaseFileRef[]),
  createdAt: str(r.created_at),
});

/** An attempt from a row read as an array of ATTEMPT_COLUMNS, in their order. */
export const toAttemptFromArray = (r: unknown[]): Attempt => ({
  id: str(r[0]),
  userId: str(r[1]),
  caseId: str(r[2]),
  mode: str(r[3]) as AttemptMode,
  seed: num(r[4]),
  status: str(r[5]) as AttemptStatus,
  score: numOrNull(r[6]),
  passed: boolOrNull(r[7]),
  startedAt: str(r[8]),
  submittedAt: strOrNull(r[9]),
  caseVersion: str(r[10]),
});

export const UPLOAD_COLUMNS = 'id, attempt_id, user_id, name, type, size, bytes, created_at';
export const toUpload = (r: Row): Upload => ({
  id: str(r.id),
  attemptId: str(r.attempt_id),
  userId: str(r.user_id),
  name: str(r.name),
  type: str(r.type),
  size: Number(r.size),
  bytes: new Uint8Array(r.bytes as Uint8Array),
  createdAt: str(r.created_at),
});
