/** The case editor's completion: the path at the cursor and what the case schema offers there. */
import { describe, expect, it } from 'vitest';
import schema from '../../../../../schemas/scenario.schema.json' with { type: 'json' };
import { placeAt, suggestionsAt, type SchemaNode } from './schemaCompletion.ts';

const at = (text: string) => {
  const cursor = text.indexOf('|');
  const doc = text.slice(0, cursor) + text.slice(cursor + 1);
  const lines = doc.split('\n');
  const before = doc.slice(0, cursor).split('\n');
  return placeAt(lines, before.length - 1, before[before.length - 1]!.length);
};
const labels = (text: string) => {
  const place = at(text);
  return place ? suggestionsAt(schema as unknown as SchemaNode, place).map((s) => s.label) : null;
};

describe('placeAt', () => {
  it('reads the path of nested mappings and list items', () => {
    const doc = ['id: x', 'buyers:', '  - id: b1', '    na|', 'world:'].join('\n');
    expect(at(doc)).toMatchObject({ mode: 'key', path: ['buyers', '[]'], prefix: 'na' });
  });
  it('accepts a list at its key column and deeper mappings', () => {
    const doc = [
      'world:',
      '  orders:',
      '  - no: "1"',
      '    items:',
      '    - sku: A',
      '      q|',
    ].join('\n');
    expect(at(doc)).toMatchObject({ path: ['world', 'orders', '[]', 'items', '[]'], prefix: 'q' });
  });
  it('reads a value after a key', () => {
    expect(at('caseType: pr|')).toMatchObject({ mode: 'value', path: ['caseType'], prefix: 'pr' });
  });
  it('lists the keys already in the mapping, above and below', () => {
    const place = at(['id: x', '|', 'title: t'].join('\n'));
    expect(place).toMatchObject({ mode: 'key', path: [] });
    expect(place?.mode === 'key' && place.siblings.sort()).toEqual(['id', 'title']);
  });
  it('gives up where it cannot read (flow collections)', () => {
    expect(at('modules: [mail, |')).toBeNull();
  });
});

describe('suggestionsAt on the case schema', () => {
  it('offers the top-level keys not yet written', () => {
    const got = labels(['id: x', 'ti|'].join('\n'))!;
    expect(got).toContain('title');
    expect(got).toContain('world');
    expect(got).not.toContain('id');
  });
  it("offers a buyer's fields inside the buyers list", () => {
    expect(labels(['buyers:', '  - id: b1', '    |'].join('\n'))).toContain('name');
  });
  it('offers the values of an enum', () => {
    const got = labels(['modules:', '  - |'].join('\n'))!;
    expect(got).toEqual(expect.arrayContaining(['mail', 'chat', 'afterSales']));
  });
  it('knows nothing under a key the schema does not have', () => {
    expect(labels(['nosuch:', '  |'].join('\n'))).toEqual([]);
  });
});
