// Unit tests of the course check: schema, links to questions, cases, topics, files, sources, Markdown.
import { describe, expect, it } from 'vitest';
import { checkCourse, markdownLinks, type CourseFiles, type LinkTargets } from './check.ts';

const PAGE = 'https://example.org/rules?a=1&b=(2)';
const targets: LinkTargets = {
  questions: [
    { id: 'q-one', topic: 'returns', platform: 'amazon', url: PAGE },
    { id: 'q-two', topic: 'returns', platform: 'shopee', url: 'https://example.org/other' },
  ],
  caseIds: new Set(['case-a']),
};
const md = `# Title\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[Rules](<${PAGE}>)\n`;
const course = (over: Record<string, unknown> = {}, section: Record<string, unknown> = {}) => ({
  id: 'demo',
  title: { zh: '示例', en: 'Demo' },
  summary: { zh: '摘要', en: 'Summary' },
  chapters: [
    {
      id: 'one',
      title: { zh: '一', en: 'One' },
      exercises: { topics: [{ topic: 'returns', platform: 'amazon' }] },
      sections: [
        {
          id: 'intro',
          title: { zh: '引言', en: 'Intro' },
          sources: [{ title: 'Rules', url: PAGE }],
          cases: ['case-a'],
          questions: ['q-one'],
          resources: [{ file: 'sheet.csv', type: 'sheet', title: { zh: '表', en: 'Sheet' } }],
          ...section,
        },
      ],
    },
  ],
  ...over,
});
const files = (c: unknown, extra: Partial<CourseFiles> = {}): CourseFiles => ({
  dir: 'demo',
  course: c,
  markdown: new Map([
    ['intro.zh', md],
    ['intro.en', md],
  ]),
  files: ['sheet.csv'],
  ...extra,
});

describe('checkCourse', () => {
  it('accepts a course whose every link resolves', () => {
    const r = checkCourse(files(course()), targets);
    expect(r.ok).toBe(true);
  });

  it('drops links to cases a server does not run when asked to, and keeps the others', () => {
    const r = checkCourse(files(course({}, { cases: ['case-x', 'case-a'] })), {
      ...targets,
      unknownCases: 'drop',
    });
    expect(r.ok && r.course.chapters[0]!.sections[0]!.cases).toEqual(['case-a']);
  });

  it('names each link that does not resolve', () => {
    const r = checkCourse(
      files(
        course(
          {},
          {
            cases: ['case-x'],
            questions: ['q-none'],
            sources: [{ title: 'Elsewhere', url: 'https://example.org/not-cited' }],
            resources: [{ file: 'gone.csv', type: 'image', title: { zh: '无', en: 'None' } }],
          },
        ),
      ),
      targets,
    );
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors.join('\n');
    expect(errors).toContain('question "q-none" is not in the bank');
    expect(errors).toContain('case "case-x" is not a shipped case');
    expect(errors).toContain('https://example.org/not-cited is not a page the question bank cites');
    expect(errors).toContain('file "gone.csv" is not in files/');
    expect(errors).toContain('file "gone.csv" is not of type image');
    // The Markdown links to PAGE, no longer one of the section's sources.
    expect(errors).toContain(`intro.en.md links to ${PAGE}, which is not one of its sources`);
  });

  it('refuses a missing language, a stray Markdown file and a folder of another name', () => {
    const r = checkCourse(
      files(course(), {
        dir: 'other',
        markdown: new Map([
          ['intro.zh', md],
          ['stray.en', md],
        ]),
      }),
      targets,
    );
    const errors = r.ok ? '' : r.errors.join('\n');
    expect(errors).toContain('intro.en.md is missing or empty');
    expect(errors).toContain('stray.en.md belongs to no section');
    expect(errors).toContain('differs from its folder "other"');
  });

  it('refuses exercise topics no question has, and schema errors with their path', () => {
    const noTopic = course();
    noTopic.chapters[0]!.exercises = { topics: [{ topic: 'returns', platform: 'temu' }] };
    const r = checkCourse(files(noTopic), targets);
    expect(r.ok ? '' : r.errors.join('\n')).toContain(
      'no question of the bank has topic "returns" on temu',
    );
    const bad = checkCourse(files(course({ chapters: [] })), targets);
    expect(bad.ok ? '' : bad.errors.join('\n')).toContain('/chapters');
  });
});

describe('markdownLinks', () => {
  it('finds inline, angle-bracket and image links, URLs with parentheses whole', () => {
    expect(
      markdownLinks(
        `[a](https://x.org/a) ![i](files/p.png) [b](<${PAGE}>) <https://y.org/>`,
      ).sort(),
    ).toEqual([PAGE, 'files/p.png', 'https://x.org/a', 'https://y.org/'].sort());
  });
});
