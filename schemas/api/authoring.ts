/** /api/Authoring/*: a teacher's case library — drafts, validate, explore, publish, archive, copy. */
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

export const CopyBody = Type.Object({ caseID: Id }, closed);
export const CopyData = Type.Object({ id: Type.String() });
export const Done = Type.Object({ id: Type.String() });

export type ListData = Static<typeof ListData>;
export type DraftData = Static<typeof DraftData>;
export type ValidateData = Static<typeof ValidateData>;
export type SaveData = Static<typeof SaveData>;
export type PublishData = Static<typeof PublishData>;
