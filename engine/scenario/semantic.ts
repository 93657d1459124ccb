/** Checks of meaning that a JSON Schema cannot express: references, reachability, scoring sense. */
import type { TSchema } from 'typebox';
import { MODULE_PAGES } from '../../schemas/common.ts';
import { EVENT_DATA } from '../../schemas/events.ts';
import { FINAL_FIELDS, FINAL_VALUES } from '../../schemas/modules.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { dupes } from '../kit.ts';
import { buyerLanguage, buyerLanguageError } from '../scoring/addressee.ts';
import { firstDeadline, MIN_FIRST_DEADLINE_SECONDS } from './pace.ts';
import { eventValueErrors, finalValueErrors, rubricErrors } from './values.ts';
import { FINAL_VIEWS, MODULE_KEYS, moduleOf, POLICY_HANDLERS } from '../modules.ts';

export type SemanticError = { path: (string | number)[]; message: string };

/** Modules the engine can play today: those of the registry. */
export const SUPPORTED_MODULES: readonly string[] = MODULE_KEYS;

type FieldSchema = { type?: string; items?: TSchema };
const fieldsOf = (schema: TSchema | undefined): Record<string, FieldSchema> =>
  (schema as { properties?: Record<string, FieldSchema> } | undefined)?.properties ?? {};

export const semanticErrors = (s: Scenario): SemanticError[] => {
  const errors: SemanticError[] = [];
  const err = (path: (string | number)[], message: string) => errors.push({ path, message });

  s.modules.forEach((m, i) => {
    if (!SUPPORTED_MODULES.includes(m)) err(['modules', i], `module "${m}" is not playable yet`);
  });
  if (s.passScore > s.totalScore) err(['passScore'], 'passScore is above totalScore');
  const positive = s.scoring.reduce((n, r) => n + Math.max(0, r.score), 0);
  if (positive < s.passScore)
    err(['scoring'], `positive points add up to ${positive}, below passScore ${s.passScore}`);

  const attachments = s.attachments ?? [];
  for (const d of dupes(attachments.map((a) => a.name.toLowerCase())))
    err(['attachments'], `duplicate attachment name "${d}"`);
  attachments.forEach((a, i) => {
    const needs = a.import === 'orders' ? 'orders' : a.import === 'stock' ? 'warehouse' : null;
    if (needs && !s.modules.includes(needs))
      err(['attachments', i, 'import'], `the ${a.import} import needs the module "${needs}"`);
  });

  for (const d of dupes(s.stores.map((x) => x.id))) err(['stores'], `duplicate store id "${d}"`);
  for (const d of dupes(s.buyers.map((x) => x.id))) err(['buyers'], `duplicate buyer id "${d}"`);
  for (const key of MODULE_KEYS) moduleOf(key).check(s, err);
  (s.policies ?? []).forEach((p, i) => {
    if (!EVENT_DATA[p.on.event])
      err(['policies', i, 'on', 'event'], `unknown event type "${p.on.event}"`);
    // The case's world starts with its clock, not with the attempt (the task is read first).
    if (p.on.event === 'AttemptStarted')
      err(['policies', i, 'on', 'event'], 'use CaseClockStarted: the case starts with its clock');
    for (const [name, args] of Object.entries(p.do)) {
      const missing = POLICY_HANDLERS[name]?.missing(args as Record<string, unknown>, s);
      if (missing) err(['policies', i, 'do'], `"${missing}" is not a target this action can use`);
    }
  });
  for (const d of dupes((s.policies ?? []).map((p) => p.id)))
    err(['policies'], `duplicate policy id "${d}"`);

  const pages = new Set<string>(s.modules.map((m) => MODULE_PAGES[m]));
  const pointKeys = s.scoring.map((r) => `${r.point}/${r.sourceID ?? -1}`);
  for (const d of dupes(pointKeys)) err(['scoring'], `duplicate tracking point ${d}`);
  // The analysis lists points by their content: two points with the same text read as one.
  s.scoring.forEach((r, i) => {
    for (const [lang, text] of Object.entries(r.content)) {
      const twin = s.scoring.findIndex(
        (o, j) => j < i && (o.content as Record<string, string>)[lang] === text,
      );
      if (twin >= 0)
        err(
          ['scoring', i, 'content', lang],
          `same ${lang} content as point ${s.scoring[twin]!.point}`,
        );
    }
  });

  s.scoring.forEach((r, i) => {
    const at = (...p: (string | number)[]) => ['scoring', i, ...p];
    if (!pages.has(r.page)) err(at('page'), `page "${r.page}" belongs to no module of this case`);
    if (r.rubric && r.score < 0) err(at('rubric'), 'a penalty cannot have a rubric');
    if (r.source === 'client') {
      if (r.when) err(at('when'), 'a client point has no "when": the browser reports it');
      return;
    }
    if (!r.when) return err(at(), 'a server point needs "when"');
    let fields: Record<string, FieldSchema>;
    if ('final' in r.when) {
      const f = r.when.final;
      const names: readonly string[] = FINAL_FIELDS[f.entity];
      fields = Object.fromEntries(names.map((k) => [k, {}]));
      if (!FINAL_VIEWS[f.entity]?.known(s, f.key))
        err(at('when', 'final', 'key'), `no ${f.entity} "${f.key}" in the world`);
      for (const k of Object.keys(f.match)) {
        if (!(k in fields))
          err(at('when', 'final', 'match', k), `"${k}" is not a field of ${f.entity}`);
      }
      finalValueErrors(s, f, FINAL_VALUES[f.entity], at, err);
    } else {
      const schema = EVENT_DATA[r.when.event];
      if (!schema) return err(at('when', 'event'), `unknown event type "${r.when.event}"`);
      fields = fieldsOf(schema);
      for (const k of Object.keys(r.when.match ?? {})) {
        if (!(k in fields)) err(at('when', 'match', k), `"${k}" is not a field of ${r.when.event}`);
      }
      eventValueErrors(
        r.when.event,
        r.when.match ?? {},
        fields as Record<string, TSchema>,
        at,
        err,
      );
    }
    const item = r.rubric?.item;
    if (item) {
      const list = fields[item.list];
      const props = list?.type === 'array' ? fieldsOf(list.items) : {};
      if (Object.keys(props).length === 0) {
        return err(at('rubric', 'item', 'list'), `"${item.list}" is not a list this rule can read`);
      }
      fields = props;
      for (const k of Object.keys(item.match)) {
        if (!(k in fields))
          err(at('rubric', 'item', 'match', k), `"${k}" is not a field of ${item.list}`);
      }
    }
    if (r.rubric) rubricErrors(r.rubric, at, err);
    if (r.rubric && !(r.rubric.field in fields)) {
      err(at('rubric', 'field'), `"${r.rubric.field}" is not a field this rule can read`);
    }
    const noLanguage = r.rubric?.language === 'buyer' ? buyerLanguageError(s, r) : undefined;
    if (noLanguage) err(at('rubric', 'language'), noLanguage);
    // A response time is read from the record's responseMinutes: without one it never passes.
    if (r.rubric?.within !== undefined && !('responseMinutes' in fields)) {
      err(at('rubric', 'within'), 'this rule reads no response time (no responseMinutes)');
    }
  });
  // A buyer's condition asking for their own language needs a buyer who has one.
  const wantsOwn = (c: { language?: string } | undefined) => c?.language === 'buyer';
  const scripts = [
    ...(s.world.chat?.scripts ?? []).map((x, i) => ({ x, at: ['world', 'chat', 'scripts', i] })),
    ...(s.world.mail?.scripts ?? []).map((x, i) => ({ x, at: ['world', 'mail', 'scripts', i] })),
  ];
  for (const { x, at } of scripts) {
    const asks = Object.values(x.states).some((st) => (st.on ?? []).some((r) => wantsOwn(r.if)));
    if (asks && !buyerLanguage(s, x.buyer))
      err(at, `a condition asks for the buyer's language, but buyer "${x.buyer}" has none`);
  }
  (s.world.disputes?.list ?? []).forEach((d, i) => {
    const buyer = (s.world.orders ?? []).find((o) => o.no === d.orderNo)?.buyer;
    if ((d.replies ?? []).some((r) => wantsOwn(r.if)) && !buyerLanguage(s, buyer))
      err(
        ['world', 'disputes', 'list', i, 'replies'],
        `a condition asks for the buyer's language, but buyer "${buyer ?? '?'}" has none`,
      );
  });

  // Only a case that is otherwise sound is played forward.
  if (errors.length === 0) {
    const first = firstDeadline(s);
    if (first)
      err(
        ['clock'],
        `the first deadline or buyer chase (${first.action}, ${first.policy}) falls ${first.seconds} s after the clock starts (${first.simMinutes} sim minutes): leave a first-time reader at least ${MIN_FIRST_DEADLINE_SECONDS} s — slow the clock or move the deadline (README: Writing a case)`,
      );
  }
  return errors;
};
