/**
 * cbsim replay <scenario.yaml> <log.jsonl> [--json]: rebuilds the attempt with the engine and
 * prints the final state and the score breakdown, the same function the server uses.
 */
import { readFileSync } from 'node:fs';
import { Compile } from 'typebox/compile';
import { localize, replay, visibleOrders, type Envelope } from '../../engine/index.ts';
import { parseScenario } from '../../engine/scenario/parse.ts';
import { EVENT_DATA } from '../../schemas/events.ts';
import type { Io } from '../io.ts';

const checks = new Map(Object.entries(EVENT_DATA).map(([type, schema]) => [type, Compile(schema)]));

/** Parses a JSONL event log; every line must be a known event with valid data and metadata. */
export const readLog = (text: string): { events: Envelope[]; errors: string[] } => {
  const events: Envelope[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let e: { type?: unknown; data?: unknown; metadata?: { now?: unknown; actor?: unknown } };
    try {
      e = JSON.parse(line);
    } catch {
      errors.push(`line ${i + 1}: not JSON`);
      return;
    }
    const check = typeof e.type === 'string' ? checks.get(e.type) : undefined;
    if (!check)
      return void errors.push(`line ${i + 1}: unknown event type ${JSON.stringify(e.type)}`);
    if (!check.Check(e.data))
      return void errors.push(`line ${i + 1}: invalid data for ${String(e.type)}`);
    if (
      typeof e.metadata?.now !== 'string' ||
      Number.isNaN(Date.parse(e.metadata.now)) ||
      !e.metadata.actor
    ) {
      return void errors.push(`line ${i + 1}: metadata needs now and actor`);
    }
    events.push({ type: e.type, data: e.data, metadata: e.metadata } as Envelope);
  });
  return { events, errors };
};

export const replayCommand = (args: string[], json: boolean, io: Io): number => {
  const [scenarioFile, logFile] = args;
  if (!scenarioFile || !logFile) {
    io.err('usage: cbsim replay <scenario.yaml> <log.jsonl> [--json]');
    return 2;
  }
  const parsed = parseScenario(readFileSync(scenarioFile, 'utf8'));
  if (!parsed.ok) {
    for (const e of parsed.errors) io.err(`${scenarioFile}:${e.line}:${e.col} ${e.message}`);
    return 1;
  }
  const log = readLog(readFileSync(logFile, 'utf8'));
  if (log.errors.length > 0) {
    for (const e of log.errors) io.err(`${logFile}: ${e}`);
    return 1;
  }
  const { state, breakdown } = replay(parsed.scenario, log.events);
  if (json) {
    io.out(JSON.stringify({ status: state.status, version: state.version, breakdown }, null, 2));
    return 0;
  }
  io.out(
    `${localize(parsed.scenario.title, 'en')} — ${log.events.length} events, attempt ${state.status}`,
  );
  io.out('orders:');
  for (const o of visibleOrders(state.orders)) {
    const items = o.items.map((i) => `${i.sku}x${i.qty}`).join(' ');
    io.out(
      `  ${o.no.padEnd(22)} ${o.status.padEnd(16)} ${items}${o.gift ? ' gift' : ''}${o.remark ? ` "${o.remark}"` : ''}`,
    );
  }
  io.out('stock:');
  for (const s of Object.values(state.warehouse.bySku)) io.out(`  ${s.sku.padEnd(22)} ${s.qty}`);
  io.out('tracking points:');
  for (const p of breakdown.points) {
    const mark = p.hit ? 'hit ' : 'miss';
    io.out(
      `  ${mark} ${String(p.pointID).padEnd(7)} ${String(p.earned).padStart(4)}/${String(p.score).padEnd(4)} ${localize(p.content, 'en')}`,
    );
    for (const c of p.checks) io.out(`         ${c.ok ? '✓' : '✗'} ${c.kind}: ${c.expected}`);
  }
  io.out(
    `score ${breakdown.score}/${breakdown.totalScore} (raw ${breakdown.rawScore}), pass mark ${breakdown.passScore}: ${breakdown.passed ? 'PASSED' : 'NOT PASSED'}`,
  );
  return 0;
};
