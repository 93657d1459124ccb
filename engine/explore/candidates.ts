/**
 * The commands the explorer tries in a state, built from each module's command schemas: every
 * field takes values from the case (scoring pools), from the module's domains in this state (the
 * ids it holds, their amounts: engine/kit.ts `explore`), from the schema (enums, booleans, bounds)
 * and, for free text, from the case's own text checks. Values the case names come first; the
 * combinations of a command are capped, taken in order of those priorities (all first choices,
 * then one field moved on, …), so a case's intended command is among the first tried.
 */
import type { TObject, TSchema } from 'typebox';
import type { Command } from '../attempt/decide.ts';
import type { AttemptState } from '../attempt/state.ts';
import { SaveFollowUpLog } from '../../schemas/followUpLog.ts';
import { SCHEMA_MODULES } from '../../schemas/modules.ts';
import { moduleOf, type ModuleKey } from '../modules.ts';
import type { ExploreContext } from '../kit.ts';
import { ruleTexts } from './texts.ts';

/** At most this many commands of one type per state. */
export const PER_COMMAND = 16;
/** At most this many values per field. */
const PER_FIELD = 12;

type Schema = TSchema & {
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
};

type CandidateContext = ExploreContext;

const SAMPLES = ['EXPL123456', '1Z999AA10123456784', 'explorer@example.com', 'E1'];

const uniq = (values: unknown[]) => {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = JSON.stringify(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const stringOk = (s: Schema, v: unknown): v is string =>
  typeof v === 'string' &&
  (s.minLength === undefined || [...v].length >= s.minLength) &&
  (s.maxLength === undefined || [...v].length <= s.maxLength) &&
  (s.pattern === undefined || new RegExp(s.pattern, 'u').test(v));

const numberOk = (s: Schema, v: unknown): v is number =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  (s.type !== 'integer' || Number.isInteger(v)) &&
  (s.minimum === undefined || v >= s.minimum) &&
  (s.maximum === undefined || v <= s.maximum);

/** Whether a string field holds free text (no pattern, room for a sentence). */
const isFreeText = (s: Schema) =>
  s.type === 'string' && !s.pattern && !s.format && (s.maxLength ?? 1000) >= 100;

/** The values one field may take, most likely first; [] when it cannot be filled. */
const fieldValues = (
  field: string,
  s: Schema,
  known: readonly unknown[],
  ctx: CandidateContext,
): unknown[] => {
  if (s.const !== undefined) return [s.const];
  if (s.enum) return uniq([...known.filter((v) => s.enum!.includes(v)), ...s.enum]);
  if (s.anyOf) {
    const consts = s.anyOf.filter((x) => x.const !== undefined).map((x) => x.const);
    if (consts.length === s.anyOf.length)
      return uniq([...known.filter((v) => consts.includes(v)), ...consts]);
    return uniq(s.anyOf.flatMap((x) => fieldValues(field, x, known, ctx)));
  }
  switch (s.type) {
    case 'boolean':
      return uniq([...known.filter((v) => typeof v === 'boolean'), true, false]);
    case 'integer':
    case 'number': {
      const fallback = [s.minimum !== undefined && s.minimum > 0 ? s.minimum : 1, 0];
      return uniq([...known, ...fallback].filter((v) => numberOk(s, v)));
    }
    case 'string': {
      if (s.format === 'date-time') return [];
      const named = known.filter((v) => stringOk(s, v));
      if (named.length > 0 && !isFreeText(s)) return uniq(named);
      if (isFreeText(s)) {
        const texts = [...(ctx.textsByField.get(field) ?? []), ...named, ...ctx.texts];
        return uniq(texts.filter((v) => stringOk(s, v)));
      }
      return uniq(SAMPLES.filter((v) => stringOk(s, v))).slice(0, 1);
    }
    case 'array': {
      const item = s.items;
      if (!item) return [];
      const min = s.minItems ?? 0;
      const max = s.maxItems ?? Infinity;
      const lists = known.filter((v) => Array.isArray(v) && v.length >= min && v.length <= max);
      if (item.type === 'object') return min === 0 ? [[]] : [];
      const items = fieldValues(
        field,
        item,
        known.filter((v) => !Array.isArray(v)),
        ctx,
      );
      const out: unknown[] = [...lists];
      if (min <= 1 && max >= 1) out.push(...items.map((v) => [v]));
      if (min <= 2 && max >= 2)
        for (let i = 0; i < items.length; i++)
          for (let j = i + 1; j < items.length; j++) out.push([items[i], items[j]]);
      if (items.length >= min && items.length <= max && items.length > 2) out.push(items);
      if (min === 0) out.push([]);
      return uniq(out);
    }
    default:
      return [];
  }
};

/**
 * Combinations of the fields' values, in rounds of growing index sum: every field's first
 * choice, then each field's second with the others' first, … up to `cap`.
 */
export const combine = (fields: [string, unknown[]][], cap: number): Record<string, unknown>[] => {
  const out: Record<string, unknown>[] = [];
  const maxSum = fields.reduce((n, [, vs]) => n + vs.length - 1, 0);
  for (let sum = 0; sum <= maxSum && out.length < cap; sum++) {
    const walk = (i: number, left: number, acc: Record<string, unknown>) => {
      if (out.length >= cap) return;
      if (i === fields.length) {
        if (left === 0) out.push({ ...acc });
        return;
      }
      const [name, values] = fields[i]!;
      for (let k = 0; k <= Math.min(left, values.length - 1); k++) {
        const v = values[k];
        if (v === undefined) {
          const { [name]: _, ...rest } = acc;
          walk(i + 1, left - k, rest);
        } else walk(i + 1, left - k, { ...acc, [name]: v });
      }
    };
    walk(0, sum, {});
  }
  return out;
};

/** The commands of one command schema in this state. */
const commandsOf = (
  schema: TObject,
  domains: Readonly<Record<string, readonly unknown[]>>,
  ctx: CandidateContext,
): Command[] => {
  const s = schema as unknown as Schema;
  const required = new Set(s.required ?? []);
  const fields: [string, unknown[]][] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    // The case's named values first, then the entities its final conditions name, then the rest.
    const named = ctx.pools.get(name) ?? [];
    const keys = ctx.pools.get('$key') ?? [];
    const domain = domains[name] ?? [];
    const known = uniq([...named, ...domain.filter((v) => keys.includes(v)), ...domain]);
    let values = fieldValues(name, prop, known, ctx).slice(0, PER_FIELD);
    if (!required.has(name)) {
      // An optional field: left out unless the case or the state names values for it, or it
      // holds free text (a reason a rubric may read).
      // Left out first unless the case names values for it.
      values =
        named.length > 0
          ? [...values.slice(0, 1), undefined, ...values.slice(1)]
          : known.length > 0 || isFreeText(prop)
            ? [undefined, ...values]
            : [undefined];
    }
    if (values.length === 0) return [];
    fields.push([name, values]);
  }
  return uniq([...aimed(s, fields, ctx), ...combine(fields, PER_COMMAND)]) as Command[];
};

/**
 * Commands aimed at the case's points: for each scoring rule whose condition tests a field of this
 * command, the command with the rule's values in those fields, the rule's text in the field its
 * rubric reads, the entity its final condition names in a field that can hold it, and every
 * other field at its first choice.
 */
const aimed = (
  s: Schema,
  fields: readonly [string, unknown[]][],
  ctx: CandidateContext,
): Record<string, unknown>[] => {
  const props = s.properties ?? {};
  const out: Record<string, unknown>[] = [];
  for (const rule of ctx.scenario.scoring) {
    const when = rule.when;
    if (!when) continue;
    const match = ('final' in when ? when.final.match : when.match) ?? {};
    const finalKey = 'final' in when ? when.final.key : undefined;
    const tested = Object.keys(match).filter((k) => k in props && k !== 'type');
    const textField = rule.rubric?.field && rule.rubric.field in props ? rule.rubric.field : null;
    if (tested.length === 0 && !textField) continue;
    const texts = textField ? ruleTexts(ctx.scenario, rule) : [];
    for (const text of texts.length > 0 ? texts.slice(0, 2) : [null]) {
      const cmd: Record<string, unknown> = {};
      let ok = true;
      for (const [name, values] of fields) {
        const m = (match as Record<string, unknown>)[name];
        const exact = m !== undefined && (typeof m !== 'object' || Array.isArray(m));
        const range = m !== undefined && typeof m === 'object' && !Array.isArray(m) ? m : null;
        let v: unknown;
        if (exact && values.some((x) => JSON.stringify(x) === JSON.stringify(m))) v = m;
        else if (range)
          v = values.find((x) => {
            const r = range as { min?: number; max?: number };
            return typeof x === 'number' && (r.min ?? -Infinity) <= x && x <= (r.max ?? Infinity);
          });
        else if (name === textField && text !== null) v = text;
        else if (finalKey !== undefined && values.includes(finalKey)) v = finalKey;
        else v = values[0];
        if (v === undefined && !values.includes(undefined)) {
          ok = false;
          break;
        }
        if (v !== undefined) cmd[name] = v;
      }
      if (ok) out.push(cmd);
    }
  }
  return out;
};

/** Log events a case may score (the toolbox's follow-up log). */
const LOG_EVENTS: ReadonlySet<string> = new Set(['FollowUpLogSaved', 'FollowUpLogDeleted']);

/** Log items to write, only when the case scores the log (else the search stays as narrow). */
const logCommands = (state: AttemptState, ctx: CandidateContext): Command[] =>
  ctx.scenario.scoring.some((r) => r.when && 'event' in r.when && LOG_EVENTS.has(r.when.event))
    ? commandsOf(SaveFollowUpLog, { id: state.followUpLog.items.map((i) => i.id) }, ctx)
    : [];

/** Every command the modules of the case could be asked in this state, and the toolbox's. */
export const candidates = (state: AttemptState, ctx: CandidateContext): Command[] => [
  ...ctx.scenario.modules.flatMap((key: ModuleKey) => {
    const m = moduleOf(key);
    const domains = m.explore.domains(state, ctx.scenario);
    const built = (SCHEMA_MODULES[key].commands.anyOf as TObject[]).flatMap((c) =>
      commandsOf(c, domains, ctx),
    );
    return [...(m.explore.commands?.(state, ctx) ?? []), ...built];
  }),
  ...logCommands(state, ctx),
];
