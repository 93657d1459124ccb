/** Unit tests: step table labels. */
import { describe, expect, it } from 'vitest';
import { CARRIERS, REGIONS } from '../../../../schemas/common.ts';
import { FINAL_VALUES } from '../../../../schemas/modules.ts';
import { fragmentPaths, mergeMessages, type Messages } from '../../i18n/locales.ts';
import { STEP_LABEL_FIELDS, stepLabel } from './stepLabels.ts';

const mains = import.meta.glob<Messages>('../../locales/*.json', {
  eager: true,
  import: 'default',
});
const fragments = import.meta.glob<Messages>('../../modules/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const messages = (lang: string) =>
  fragmentPaths(Object.keys(fragments), lang).reduce(
    (acc, p) => mergeMessages(acc, fragments[p] ?? {}),
    mains[`../../locales/${lang}.json`] ?? {},
  );
const has = (m: Messages, key: string) =>
  typeof key
    .split('.')
    .reduce<Messages | string | undefined>(
      (d, k) => (d && typeof d !== 'string' ? d[k] : undefined),
      m,
    ) === 'string';

/** The values each labelled field takes: the modules' closed sets, the carriers, the regions. */
const valuesOf = (entityField: string): readonly unknown[] => {
  const [entity, field] = entityField.split('.') as [string, string];
  if (field === 'carrier') return CARRIERS;
  if (field === 'region') return REGIONS;
  return (
    (FINAL_VALUES as Record<string, Record<string, readonly unknown[]>>)[entity]?.[field] ?? []
  );
};

describe('step table labels', () => {
  it('label every value of each labelled field in zh and en', () => {
    for (const lang of ['zh', 'en']) {
      const m = messages(lang);
      for (const ef of STEP_LABEL_FIELDS) {
        const [entity, field] = ef.split('.') as [string, string];
        const missing = valuesOf(ef)
          .filter((v): v is string => typeof v === 'string')
          .map((v) => stepLabel(entity, field, v)!)
          .filter((k) => !has(m, k));
        expect({ lang, ef, missing }).toEqual({ lang, ef, missing: [] });
      }
    }
  });

  it('know the closed fields of the final tables', () => {
    const labelled = STEP_LABEL_FIELDS.filter((ef) => valuesOf(ef).length > 0);
    // Claims' and questionnaires' tables are the modules' own (no final values): checked by hand.
    expect(STEP_LABEL_FIELDS.filter((ef) => !labelled.includes(ef)).sort()).toEqual([
      'claim.reason',
      'claim.status',
      'questionnaire.status',
    ]);
    expect(stepLabel('order', 'status', 'shipped')).toBe('orderStatus.shipped');
    expect(stepLabel('order', 'remark', 'x')).toBeNull();
  });
});
