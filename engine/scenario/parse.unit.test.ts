/** Unit tests: parseScenario. */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';

const dir = fileURLToPath(new URL('../../scenarios/cases/', import.meta.url));
const amazon = readFileSync(`${dir}amazon-partial-stock.yaml`, 'utf8');

describe('parseScenario', () => {
  it.each(readdirSync(dir).filter((f) => f.endsWith('.yaml')))(
    'accepts the shipped case %s',
    (f) => {
      const text = readFileSync(`${dir}${f}`, 'utf8');
      expect(
        text.startsWith('# yaml-language-server: $schema=../../schemas/scenario.schema.json'),
      ).toBe(true);
      expect(parseScenario(text)).toMatchObject({ ok: true });
    },
  );
  it('refuses a YAML alias bomb with an error instead of expanding it', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 0, prev = 'a'; i < 9; i++, prev = `b${i - 1}`)
      lines.push(`b${i}: &b${i} [${Array(10).fill(`*${prev}`).join(', ')}]`);
    const r = parseScenario(lines.join('\n'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ line: 1, col: 1 });
    if (!r.ok) expect(r.errors[0]!.message).toMatch(/alias/i);
  });

  it('reports a schema error with its line and column', () => {
    const text = amazon.replace('totalScore: 100', 'totalScore: lots');
    const r = parseScenario(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const line = text.split('\n').findIndex((l) => l.startsWith('totalScore')) + 1;
    expect(r.errors[0]).toMatchObject({ line, col: 13, path: '/totalScore' });
  });
  it('points an unknown field at its key', () => {
    const text = amazon.replace('passScore: 60', 'passScore: 60\npassMark: 60');
    const r = parseScenario(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ message: 'unknown field "passMark"', col: 1 });
  });
  it('reports meaning errors: unknown buyer, unknown event field, unreachable page', () => {
    const text = amazon
      .replace('buyer: b2', 'buyer: b9')
      .replace(
        'match: { orderNo: 112-3941-7781, sku: LAMP-01, qty: 1 }',
        'match: { orderNumber: 112-3941-7781 }',
      )
      .replace(
        'page: orderSlove\n    score: 20\n    content: { zh: 桌面',
        'page: Mail\n    score: 20\n    content: { zh: 桌面',
      );
    const r = parseScenario(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const messages = r.errors.map((e) => e.message);
    expect(messages).toContain('unknown buyer "b9"');
    expect(messages).toContain('"orderNumber" is not a field of OrderSplit');
    expect(messages).toContain('page "Mail" belongs to no module of this case');
    expect(r.errors.every((e) => e.line > 1)).toBe(true);
  });
  it('refuses two points with the same content, and an import file for a module the case lacks', () => {
    const text = amazon
      .replace(
        "content: { zh: 原订单的 2 盏台灯已发货, en: The original order's 2 lamps are shipped }",
        'content: { zh: 原订单的 2 盏台灯已发货, en: Split the out-of-stock lamp into a new order }',
      )
      .replace(
        '\nworld:\n',
        '\nattachments:\n  - { name: p.csv, file: p.csv, import: stock }\nworld:\n',
      );
    const r = parseScenario(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.message)).toEqual([
      'the stock import needs the module "warehouse"',
      'same en content as point 1201',
    ]);
  });
  it('checks that a rubric item reads a list of the event, by fields of its items', () => {
    const temu = readFileSync(`${dir}temu-stock-count.yaml`, 'utf8');
    const errorsOf = (text: string) => {
      const r = parseScenario(text);
      return r.ok ? [] : r.errors.map((e) => e.message);
    };
    expect(
      errorsOf(
        temu.replace(
          'item: { list: adjustments, match: { sku: KNF-SET6 } }',
          'item: { list: checkNo, match: { sku: KNF-SET6 } }',
        ),
      ),
    ).toEqual(['"checkNo" is not a list this rule can read']);
    expect(
      errorsOf(
        temu.replace(
          'item: { list: adjustments, match: { sku: TWL-MF3 } }',
          'item: { list: adjustments, match: { code: TWL-MF3 } }',
        ),
      ),
    ).toEqual(['"code" is not a field of adjustments']);
    expect(
      errorsOf(
        temu.replace(
          'field: reason\n      item: { list: adjustments, match: { sku: TWL-MF3 } }',
          'field: remark\n      item: { list: adjustments, match: { sku: TWL-MF3 } }',
        ),
      ),
    ).toEqual(['"remark" is not a field this rule can read']);
  });
  it('reports a response time on a record that has none', () => {
    const fb = readFileSync(`${dir}amazon-feedback-removal.yaml`, 'utf8');
    const errorsOf = (text: string) => {
      const r = parseScenario(text);
      return r.ok ? [] : r.errors.map((e) => e.message);
    };
    expect(
      errorsOf(fb.replace('      minWords: 30', '      minWords: 30\n      within: 24h')),
    ).toEqual(['this rule reads no response time (no responseMinutes)']);
  });
  it('reports YAML syntax errors with a position', () => {
    const r = parseScenario('id: [unclosed');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.line).toBe(1);
  });
});
