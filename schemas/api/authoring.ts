/**
 * /api/Authoring/*: a teacher's case library — drafts, validate, explore (progress over the
 * websocket), try as a student, the draft's files, publish, archive, copy.
 */
import { Type, type Static } from 'typebox';
import { LocalText, ModuleId } from '../common.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);
/**
 * The YAML text. Its limit (256 KB of UTF-8) is checked by the route, which answers with its
 * own message key; the schema only bounds the characters a request may carry.
 */
const Yaml = Type.String({ maxLength: 1024 * 1024 });

export const DraftStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('published'),
  Type.Literal('archived'),
]);

export const DraftSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: DraftStatus,
  caseId: Nullable(Type.String()),
  authorId: Type.String(),
  /** The classes the published case is offered to. */
  classIds: Type.Array(Type.String()),
  updatedAt: Type.String(),
});
export const ShippedCase = Type.Object({
  caseID: Type.String(),
  title: LocalText,
  modules: Type.Array(ModuleId),
});
export const ListData = Type.Object({
  shipped: Type.Array(ShippedCase),
  drafts: Type.Array(DraftSummary),
});

export const IdBody = Type.Object({ id: Id }, closed);
export const DraftData = Type.Object({
  ...DraftSummary.properties,
  yaml: Type.String(),
  files: Type.Array(Type.Object({ name: Type.String(), sha256: Type.String() })),
});

export const ValidationError = Type.Object({
  line: Type.Integer(),
  column: Type.Integer(),
  message: Type.String(),
});
/** `id`: the caller's draft whose uploaded files the text's attachments are checked against. */
export const ValidateBody = Type.Object({ yaml: Yaml, id: Type.Optional(Id) }, closed);
export const ValidateData = Type.Object({
  ok: Type.Boolean(),
  errors: Type.Array(ValidationError),
});

export const SaveBody = Type.Object({ id: Type.Optional(Id), yaml: Yaml }, closed);
export const SaveData = Type.Object({
  id: Type.String(),
  updatedAt: Type.String(),
  validation: ValidateData,
});

/**
 * `run`: an id the client chose, to hear the run's progress on the websocket (ExploreHello in
 * schemas/api/ws.ts) while the call runs.
 */
export const ExploreBody = Type.Object(
  {
    id: Id,
    run: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' })),
  },
  closed,
);
/** The report `cbsim explore --json` prints for the case (engine/explore ExploreReport). */
export const ExploreData = Type.Object({
  report: Type.Unknown(),
  /** The report's lines as `cbsim explore` prints them. */
  lines: Type.Array(Type.String()),
});

export const PublishBody = Type.Object(
  { id: Id, classIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) },
  closed,
);
export const PublishData = Type.Object({ caseID: Type.String(), version: Type.String() });

/**
 * The private case id of a draft's trial ("try as a student"): '~' is outside the scenario id
 * pattern, so no case file can take it.
 */
export const trialCaseId = (draftId: string) => `trial~${draftId}`;
/** The draft a trial case id is of, or null for any other case id. */
export const trialDraftId = (caseId: string | null | undefined): string | null =>
  caseId?.startsWith('trial~') ? caseId.slice('trial~'.length) : null;

/**
 * Try as a student: a practice attempt of the draft's current text under a private case id, the
 * author's only; open it as any attempt (the session's caseID and usercaseID).
 */
export const TryData = Type.Object({
  caseID: Type.String(),
  userCaseID: Type.String(),
  modules: Type.Array(ModuleId),
});

/** A file of the draft, as its attachments name it. */
export const DraftFile = Type.Object({ name: Type.String(), sha256: Type.String() });
export const FilesData = Type.Object({ files: Type.Array(DraftFile) });
export const RemoveFileBody = Type.Object(
  { id: Id, name: Type.String({ minLength: 1, maxLength: 100 }) },
  closed,
);
/** Files a draft may hold. */
export const DRAFT_FILES_MAX = 20;

export const CopyBody = Type.Object({ caseID: Id }, closed);
export const CopyData = Type.Object({ id: Type.String() });
export const Done = Type.Object({ id: Type.String() });

export type ListData = Static<typeof ListData>;
export type DraftData = Static<typeof DraftData>;
export type ValidateData = Static<typeof ValidateData>;
export type SaveData = Static<typeof SaveData>;
export type PublishData = Static<typeof PublishData>;
export type TryData = Static<typeof TryData>;
export type FilesData = Static<typeof FilesData>;
