/**
 * Questions → Moodle GIFT, the form `cbsim questions import` reads back (import/gift.ts): the id
 * as ::name::, tags, source and version as // [tag:key:value] lines, zh and en as multilang spans,
 * the explanation as ####. What GIFT cannot hold is left out and named: short-text questions
 * (GIFT has no rubric) and fill-ins with more than one blank (GIFT's missing word is one).
 * Multiple choice is written with %weights% (each right option 100/k, each wrong −100/k), the bank's
 * own rule, so Moodle grades it as the bank does. Pure.
 */
import type { Question } from '../../../schemas/questions.ts';

export type ExportSkip = {
  id: string;
  reason: 'shortTextGift' | 'manyBlanksGift' | 'tooManyOptions' | 'separatorInAnswer';
};
export type GiftExport = { text: string; exported: number; skipped: ExportSkip[] };

/** GIFT's special characters, escaped with a backslash as Moodle does. */
const esc = (s: string) => s.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

const span = (lang: string, s: string) => `<span lang="${lang}" class="multilang">${s}</span>`;

const bi = (t: { zh: string; en: string }) => esc(span('zh', t.zh) + span('en', t.en));

const weight = (k: number) => String(Math.round((100 / k) * 100000) / 100000);

const meta = (q: Question): string[] => {
  const lines = [`// [tag:topic:${q.tags.topic}] [tag:difficulty:${q.tags.difficulty}]`];
  const extra = [
    q.tags.platform ? `[tag:platform:${q.tags.platform}]` : '',
    q.tags.module ? `[tag:module:${q.tags.module}]` : '',
    q.version !== 1 ? `[tag:version:${q.version}]` : '',
  ].filter(Boolean);
  if (extra.length) lines.push(`// ${extra.join(' ')}`);
  if ('url' in q.source)
    lines.push(`// [tag:url:${q.source.url}]`, `// [tag:title:${q.source.title}]`);
  else lines.push(`// [tag:course:${q.source.course}] [tag:section:${q.source.section}]`);
  return lines;
};

const answerBlock = (q: Question): string | null => {
  const feedback = q.explanation ? ` ####${bi(q.explanation)}` : '';
  switch (q.type) {
    case 'single':
      return (
        q.options.map((o) => `${o.id === q.answer ? '=' : '~'}${bi(o.text)}`).join(' ') + feedback
      );
    case 'multiple': {
      const k = q.answers.length;
      return (
        q.options
          .map((o) => `~%${q.answers.includes(o.id) ? '' : '-'}${weight(k)}%${bi(o.text)}`)
          .join(' ') + feedback
      );
    }
    case 'trueFalse':
      return (q.answer ? 'TRUE' : 'FALSE') + feedback;
    case 'fill':
      return (q.blanks[0]?.accept ?? []).map((a) => `=${esc(a)}`).join(' ') + feedback;
    case 'matching':
      return (
        [
          ...q.pairs.map((p) => `=${bi(p.left)} -> ${bi(p.right)}`),
          ...(q.distractors ?? []).map((d) => `=-> ${bi(d)}`),
        ].join(' ') + feedback
      );
    default:
      return null;
  }
};

export const exportGift = (questions: Question[]): GiftExport => {
  const blocks: string[] = [];
  const skipped: ExportSkip[] = [];
  for (const q of questions) {
    if (q.type === 'shortText') {
      skipped.push({ id: q.id, reason: 'shortTextGift' });
      continue;
    }
    if (q.type === 'fill' && q.blanks.length > 1) {
      skipped.push({ id: q.id, reason: 'manyBlanksGift' });
      continue;
    }
    const answers = answerBlock(q) as string;
    // A fill-in keeps its ___ in the text, the answers after it (import/gift.ts reads it so).
    blocks.push([...meta(q), `::${esc(q.id)}::${bi(q.text)} {${answers}}`].join('\n'));
  }
  return {
    text: blocks.join('\n\n') + (blocks.length ? '\n' : ''),
    exported: blocks.length,
    skipped,
  };
};
