/**
 * Conditions no play can meet, found before students meet them: a `final` condition asking a
 * field for a value it never takes (`outcome: happy`, `status: pendingShiping`, a conversation
 * state the buyer's script does not have), an event condition asking a field for a value its
 * schema refuses, and a rubric no text can pass (a required phrase that holds a forbidden one,
 * a one-of group whose every phrase does, bounds that cross).
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { FinalValue } from '../../schemas/kit.ts';
import type { Match, MatchValue, Rubric, Scenario } from '../../schemas/scenario.ts';
import { hasPhrase, segment } from '../scoring/text.ts';

type Err = (path: (string | number)[], message: string) => void;
const show = (v: unknown) => JSON.stringify(v);

/** The single values a match asks for (a list: each item; a range: none). */
const asked = (v: MatchValue): unknown[] =>
  Array.isArray(v) ? v : typeof v === 'object' && v !== null ? [] : [v];

/** A final condition's values against the field's closed set, or the buyer's script states. */
export const finalValueErrors = (
  s: Scenario,
  final: { entity: string; key: string; match: Match },
  values: Record<string, readonly FinalValue[]> | undefined,
  at: (...p: (string | number)[]) => (string | number)[],
  err: Err,
) => {
  for (const [field, v] of Object.entries(final.match)) {
    let allowed: readonly unknown[] | undefined = values?.[field];
    if (field === 'state' && (final.entity === 'chat' || final.entity === 'conversation')) {
      const scripts = final.entity === 'chat' ? s.world.chat?.scripts : s.world.mail?.scripts;
      const script = (scripts ?? []).find((x) => x.buyer === final.key);
      if (script) allowed = Object.keys(script.states);
    }
    if (!allowed) continue;
    for (const one of asked(v)) {
      if (!allowed.includes(one))
        err(
          at('when', 'final', 'match', field),
          `${show(one)} is never a value of ${final.entity}.${field} (one of: ${allowed.map(show).join(', ')})`,
        );
    }
  }
};

/** An event condition's values against the event's field schemas. */
export const eventValueErrors = (
  event: string,
  match: Match,
  fields: Record<string, TSchema>,
  at: (...p: (string | number)[]) => (string | number)[],
  err: Err,
) => {
  for (const [field, v] of Object.entries(match)) {
    const schema = fields[field] as (TSchema & { type?: string; items?: TSchema }) | undefined;
    if (!schema) continue;
    if (Array.isArray(v)) {
      // A list asks that the field, a list, holds every item.
      if (schema.type !== 'array' || !schema.items) {
        err(at('when', 'match', field), `${event}.${field} is not a list`);
        continue;
      }
      for (const item of v)
        if (!Value.Check(schema.items, item))
          err(at('when', 'match', field), `${show(item)} is never an item of ${event}.${field}`);
    } else if (typeof v === 'object' && v !== null) {
      if (!Value.Check(schema, 0))
        err(at('when', 'match', field), `${event}.${field} is not a number: a range never matches`);
    } else if (!Value.Check(schema, v)) {
      err(at('when', 'match', field), `${show(v)} is never a value of ${event}.${field}`);
    }
  }
};

/** A rubric no text can pass in full. */
export const rubricErrors = (
  rubric: Rubric,
  at: (...p: (string | number)[]) => (string | number)[],
  err: Err,
) => {
  const forbidden = rubric.forbidden ?? [];
  const holdsForbidden = (phrase: string) => forbidden.find((f) => hasPhrase(segment(phrase), f));
  (rubric.mustInclude ?? []).forEach((p, i) => {
    const f = holdsForbidden(p);
    if (f) err(at('rubric', 'mustInclude', i), `"${p}" is required but holds the forbidden "${f}"`);
  });
  (rubric.anyOf ?? []).forEach((group, i) => {
    if (group.length > 0 && group.every((p) => holdsForbidden(p)))
      err(at('rubric', 'anyOf', i), 'every phrase of this group holds a forbidden phrase');
  });
  if (
    rubric.minWords !== undefined &&
    rubric.maxWords !== undefined &&
    rubric.minWords > rubric.maxWords
  )
    err(
      at('rubric', 'minWords'),
      `minWords ${rubric.minWords} is above maxWords ${rubric.maxWords}`,
    );
  if (
    rubric.minLength !== undefined &&
    rubric.maxLength !== undefined &&
    rubric.minLength > rubric.maxLength
  )
    err(
      at('rubric', 'minLength'),
      `minLength ${rubric.minLength} is above maxLength ${rubric.maxLength}`,
    );
};
