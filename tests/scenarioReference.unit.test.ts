/** The committed scenario field reference (docs/scenario-reference) is what the schemas and engine give now. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Scenario } from '../schemas/scenario.ts';
import { MODULES } from '../schemas/identity.ts';
import {
  REFERENCE_DIR,
  REGENERATE,
  scenarioReference,
} from '../scripts/scenarioReference/render.ts';

const dir = resolve(import.meta.dirname, '..', REFERENCE_DIR);
const generated = scenarioReference();
const rowOf = (text: string, start: string) =>
  text.split('\n').find((l) => l.startsWith(`| ${start} |`)) ?? '';

describe('scenario field reference', () => {
  it.each([...generated.keys()])(`%s is up to date (run \`${REGENERATE}\`)`, (name) => {
    const path = join(dir, name);
    expect(existsSync(path), `${REFERENCE_DIR}/${name} is missing: run ${REGENERATE}`).toBe(true);
    expect(
      readFileSync(path, 'utf8') === generated.get(name),
      `${REFERENCE_DIR}/${name} differs from the schemas and engine: run ${REGENERATE}`,
    ).toBe(true);
  });

  it(`holds no page of a module that is gone (run \`${REGENERATE}\`)`, () => {
    expect(readdirSync(dir).filter((f) => !generated.has(f))).toEqual([]);
  });

  it('has a page per module and a row per case field', () => {
    expect([...generated.keys()].sort()).toEqual(
      ['README.md', ...MODULES.map((m) => `${m}.md`)].sort(),
    );
    const readme = generated.get('README.md')!;
    for (const key of Object.keys(Scenario.properties)) expect(readme).toContain(`| \`${key}\` |`);
  });

  it("reads each starting status's actions from the engine", () => {
    const orders = generated.get('orders.md')!;
    expect(rowOf(orders, '`status: pendingShipment`')).toContain('`ship`');
    expect(rowOf(orders, '`status: shipped`')).not.toContain('`ship`');
    expect(rowOf(orders, '`status: cancelled`, `restorable: false`')).not.toContain('`restore`');
    expect(rowOf(orders, '`status: cancelled`, `cancelledFrom: pendingPayment`')).toContain(
      '`restore`',
    );
    const afterSales = generated.get('afterSales.md')!;
    expect(rowOf(afterSales, '`kind: returnAndRefund`, `status: returnShipped`')).toContain(
      '`received`',
    );
    // A refund-only request never waits for a return: no such starting state.
    expect(afterSales).not.toContain('`kind: refundOnly`, `status: awaitingReturn`');
  });
});
