/**
 * Evidence files, as dispute evidence and claims take them: the types and size an upload may
 * have, how many go with one submission, how a student names an upload (its id) and how the
 * server stores it once resolved (with the case file it is byte for byte, if any).
 */
import { Type, type Static } from 'typebox';
import { UserCaseID } from './api/operate.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const EVIDENCE_FILES_MAX = 5;
/** Evidence files: type by extension → content type, and the size limit. */
export const EVIDENCE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
} as const;
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * An evidence file as the student names it: an upload id (the upload's answer may be sent back
 * as it is; the server keeps only the id and completes it from its own records).
 */
export const EvidenceFileRef = Type.Object(
  {
    id: Id,
    name: Type.Optional(Type.String({ maxLength: 200 })),
    size: Type.Optional(Type.Integer({ minimum: 0 })),
    type: Type.Optional(Type.String({ maxLength: 100 })),
  },
  closed,
);
export const EvidenceFile = Type.Object(
  {
    id: Id,
    name: Type.String(),
    size: Type.Integer(),
    type: Type.String(),
    /** The case file it is, byte for byte (the server checks), or null. */
    caseFile: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);
export type EvidenceFile = Static<typeof EvidenceFile>;

/** The files of a command: upload ids (the server completes them with their stored facts). */
export const EvidenceFiles = Type.Array(Type.Union([EvidenceFileRef, EvidenceFile]), {
  maxItems: EVIDENCE_FILES_MAX,
});

/** A file the server completed (it sets `caseFile`, null or a name, on every file it resolves). */
export const isStored = (f: { id: string } | EvidenceFile): f is EvidenceFile => 'caseFile' in f;

/** The body of a module's /File download: the upload's id in the student's attempt. */
export const EvidenceFileBody = Type.Object({ userCaseID: UserCaseID, id: Id }, closed);
