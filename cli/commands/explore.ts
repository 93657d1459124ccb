/**
 * cbsim explore <files|dirs>: proves each case winnable before a student tries it. For each case
 * file (valid, else its errors), a bounded search over what a student can do (engine/explore)
 * with the case's import files as a student would upload them; prints the best score and whether
 * it is the total, every point reached with the shortest sequence found (its witness) or not
 * reached, the penalties a student can trigger, and the points a penalty puts out of reach.
 * Each written point also shows the shortest text found that earns it, with its words, so an
 * author sees how lenient its rubric is; `validate --explore` (flags.refuseLenient) refuses one
 * earned by fewer than 12 words unless the point is marked short.
 * Exit 1 when a case's total is not reached (or a file is invalid), 0 otherwise. With --json,
 * stdout holds only the JSON array of reports; the summary line goes to stderr.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  explore,
  localize,
  type ExploreOptions,
  type ExploreReport,
  type Step,
} from '../../engine/index.ts';
import { lenientMessage, lenientPoints } from '../../engine/explore/lenient.ts';
import { parseScenario } from '../../engine/scenario/parse.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { caseFileImports, readCaseFiles } from '../../server/caseFiles.ts';
import type { Io } from '../io.ts';

export const yamlFiles = (target: string): string[] =>
  statSync(target).isDirectory()
    ? readdirSync(target)
        .sort()
        .flatMap((f) => {
          const p = join(target, f);
          return statSync(p).isDirectory() ? yamlFiles(p) : /\.ya?ml$/.test(f) ? [p] : [];
        })
    : [target];

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A step as one readable line: the command and its fields, or the wait. */
export const stepText = (step: Step): string => {
  if (step.kind === 'wait') return `wait ${step.minutes} sim min`;
  const { type, ...fields } = step.command as { type: string } & Record<string, unknown>;
  const parts = Object.entries(fields).map(([k, v]) => `${k}=${clip(JSON.stringify(v), 60)}`);
  return `${type} ${parts.join(' ')}`.trim();
};

const steps = (path: readonly Step[]) =>
  path.length === 0 ? 'from the start' : path.map((s, i) => `${i + 1}. ${stepText(s)}`).join('; ');

/** The report of one case as lines (what `cbsim explore` prints). */
export const reportLines = (r: ExploreReport): string[] => {
  const title = (c: Scenario['title']) => localize(c, 'en');
  const cut =
    r.stoppedBy === 'time'
      ? ' (stopped by the time budget)'
      : r.stoppedBy === 'tries'
        ? ' (stopped by the search bound)'
        : '';
  const lines = [
    `${r.caseId}: best ${r.best}/${r.total}${r.reachedTotal ? ' — total reachable' : ' — TOTAL NOT REACHED'}` +
      ` (${r.tries} commands tried, ${r.states} states, depth ${r.depth}, ${(r.ms / 1000).toFixed(1)} s${cut})`,
  ];
  for (const p of r.points) {
    lines.push(
      p.reached
        ? `  ✓ ${p.pointID} (+${p.score}) ${title(p.content)}: ${steps(p.witness ?? [])}`
        : `  ✗ ${p.pointID} (+${p.score}) ${title(p.content)}: not reached${p.most > 0 ? ` (at most ${p.most} of ${p.score})` : ''}${p.hint ? `; ${p.hint}` : ''}`,
    );
    // How lenient a written point's rubric is: the shortest text found that earns it in full.
    if (p.shortest)
      lines.push(
        `      shortest winning text: ${p.shortest.words} word(s)${p.short ? ' (marked short)' : ''}: ${JSON.stringify(clip(p.shortest.text, 160))}`,
      );
  }
  for (const p of r.penalties) {
    lines.push(
      p.reached
        ? `  ! ${p.pointID} (${p.score}) ${title(p.content)}: a student can trigger it: ${steps(p.witness ?? [])}`
        : `  · ${p.pointID} (${p.score}) ${title(p.content)}: not triggered in the search`,
    );
  }
  for (const d of r.deadEnds) {
    lines.push(
      `  dead end after penalty ${d.penalty}: ${d.lost.join(', ')} no longer reached (best ${d.best}/${r.total} from there)`,
    );
  }
  if (!r.reachedTotal) {
    const missing = r.points.filter((p) => !p.reached).map((p) => p.pointID);
    lines.push(
      missing.length > 0
        ? `  ${r.caseId}: points ${missing.join(', ')} were not reached; no play found earns the total ${r.total}.`
        : `  ${r.caseId}: every point was reached on some path, but no single play earned the total ${r.total}.`,
    );
  }
  return lines;
};

export type ExploreTarget = {
  file: string;
  scenario: Scenario;
  imports: ExploreOptions['imports'];
};

/** Reads the case files of the targets: the scenarios with their import commands, or errors. */
export const readTargets = (
  targets: readonly string[],
): { cases: ExploreTarget[]; errors: string[] } => {
  const cases: ExploreTarget[] = [];
  const errors: string[] = [];
  for (const target of targets) {
    let list: string[];
    try {
      list = yamlFiles(target);
    } catch {
      errors.push(`${target}: no such file or directory`);
      continue;
    }
    for (const file of list) {
      const r = parseScenario(readFileSync(file, 'utf8'));
      if (!r.ok) {
        for (const e of r.errors) errors.push(`${file}:${e.line}:${e.col} ${e.message}`);
        continue;
      }
      const attached = readCaseFiles(file, r.scenario);
      const imports = caseFileImports(attached.files);
      errors.push(...[...attached.errors, ...imports.errors].map((e) => `${file}: ${e}`));
      cases.push({ file, scenario: r.scenario, imports: imports.commands.map((c) => c.command) });
    }
  }
  return { cases, errors };
};

export type ExploreFlags = {
  seed?: number;
  budgetMs?: number;
  json?: boolean;
  progress?: boolean;
  /**
   * `validate --explore`: also refuse a written point a text of fewer than 12 words earns in full
   * (engine/explore/lenient.ts), unless the point is marked `short`.
   */
  refuseLenient?: boolean;
};

/** Returns the exit code: 0 every total reached, 1 one not reached or a file invalid, 2 usage. */
export const exploreCommand = async (
  targets: string[],
  flags: ExploreFlags,
  io: Io & { progress?: (text: string) => void },
): Promise<number> => {
  if (targets.length === 0) {
    io.err('usage: cbsim explore <file.yaml|dir>... [--seed N] [--budget ms] [--json]');
    return 2;
  }
  const { cases, errors } = readTargets(targets);
  for (const e of errors) io.err(e);
  let failed = errors.length > 0 ? 1 : 0;
  const reports: ExploreReport[] = [];
  for (const c of cases) {
    const report = explore(c.scenario, {
      ...(flags.seed !== undefined ? { seed: flags.seed } : {}),
      ...(flags.budgetMs !== undefined ? { budgetMs: flags.budgetMs } : {}),
      imports: c.imports ?? [],
      clock: () => performance.now(),
      onDepth: (depth, best, tries) =>
        io.progress?.(
          `exploring ${c.scenario.id}: depth ${depth}, best ${best}, ${tries} commands tried`,
        ),
    });
    reports.push(report);
    if (!report.reachedTotal) failed = 1;
    if (flags.refuseLenient) {
      const lenient = lenientPoints(report);
      for (const l of lenient) io.err(`${c.file}: ${lenientMessage(report.caseId, l)}`);
      if (lenient.length > 0) failed = 1;
    }
    if (!flags.json) for (const line of reportLines(report)) io.out(line);
  }
  const reached = reports.filter((r) => r.reachedTotal).length;
  const summary = `${reached} of ${reports.length} case(s) reach their total`;
  // With --json, stdout is the JSON alone (a script parses it); the summary goes to stderr.
  if (flags.json) {
    io.out(JSON.stringify(reports, null, 2));
    io.err(summary);
  } else io.out(summary);
  return failed;
};
