/**
 * cbsim explore as an author runs it: a case whose total no play reaches exits 1 and names the
 * points with why; a winnable case exits 0 with each point's witness; no target is a usage error.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exploreCommand } from './commands/explore.ts';
import type { Io } from './io.ts';

const path = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const collect = () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io, out, err };
};

describe('cbsim explore', () => {
  it('fails a case whose total no play reaches, naming the points and why', async () => {
    const { io, out, err } = collect();
    expect(
      await exploreCommand([path('engine/explore/testdata/restore-unpaid.yaml')], {}, io),
    ).toBe(1);
    expect(err).toEqual([]);
    const text = out.join('\n');
    expect(text).toContain('restore-unpaid: best 40/100 — TOTAL NOT REACHED');
    expect(text).toContain('✓ 9901 (+20) Restored the order: 1. RestoreOrder orderNo="7001-0001"');
    expect(text).toContain(
      '✗ 9903 (+60) The order is shipped: not reached; order 7001-0001 after the best play: status="pendingPayment" (wanted "shipped")',
    );
    expect(text).toContain('points 9903 were not reached; no play found earns the total 100.');
    expect(out.at(-1)).toBe('0 of 1 case(s) reach their total');
  }, 60_000);

  it('passes a winnable case and prints each point’s witness and the penalties', async () => {
    const { io, out } = collect();
    expect(
      await exploreCommand([path('scenarios/cases/aliexpress-merge-gift.yaml')], { seed: 3 }, io),
    ).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/aliexpress-merge-gift: best 100\/100 — total reachable/);
    expect(text).toMatch(/✓ \d+ \(\+\d+\) .*: 1\. MergeOrders orderNos=/);
    expect(out.at(-1)).toBe('1 of 1 case(s) reach their total');
  }, 60_000);

  it('shows each written point’s shortest winning text; validate --explore refuses one under 12 words unless marked short', async () => {
    const file = path('engine/explore/testdata/lenient-remark.yaml');
    const plain = collect();
    expect(await exploreCommand([file], {}, plain.io)).toBe(0);
    const text = plain.out.join('\n');
    expect(text).toMatch(/✓ 9911 .*\n {6}shortest winning text: 1 word\(s\): "缺货"/);
    expect(text).toContain('shortest winning text: 2 word(s) (marked short): "gift wrap"');
    expect(text).toMatch(/✓ 9913 .*\n {6}shortest winning text: (1[5-9]|[2-9]\d) word\(s\)/);
    expect(plain.err).toEqual([]);
    const strict = collect();
    expect(await exploreCommand([file], { refuseLenient: true }, strict.io)).toBe(1);
    expect(strict.err).toEqual([
      `${file}: lenient-remark: point 9911: "缺货" (1 word) earns 45 points: the rubric is too lenient (a written point needs a reply of at least 12 words to earn it; mark the point short: { reason } if a short answer is right)`,
    ]);
  }, 60_000);

  it('prints only JSON on stdout with --json (the summary on stderr), and the usage without a target', async () => {
    const { io, out, err } = collect();
    expect(
      await exploreCommand(
        [path('engine/explore/testdata/restore-unpaid.yaml')],
        { json: true },
        io,
      ),
    ).toBe(1);
    // What a script reads from stdout parses as a whole.
    const [report] = JSON.parse(out.join('\n')) as [{ caseId: string; best: number }];
    expect(report).toMatchObject({ caseId: 'restore-unpaid', best: 40 });
    expect(err).toEqual(['0 of 1 case(s) reach their total']);
    const usage = collect();
    expect(await exploreCommand([], {}, usage.io)).toBe(2);
    expect(usage.err[0]).toMatch(/^usage: cbsim explore/);
  }, 60_000);
});
