/**
 * Teacher/QuestionImportPreview and Teacher/QuestionTemplate over HTTP: a teacher's file read in
 * the question import worker — the Word and Moodle XML fixtures previewed with every type, errors
 * by line with their keys, ZIP bombs (Word and Excel) refused, a file of another kind refused, a
 * student 403 — and nothing stored by a preview; the blank templates downloaded. The routes store
 * nothing, so SQLite alone.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionImportPreviewData } from '../../../schemas/api/questionBank.ts';
import { harness, type Harness } from '../../testing/harness.ts';
import { multipart } from '../../testing/multipart.ts';
import { questionHash } from '../../theory/content.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../engine/questions/import/fixtures/${name}`, import.meta.url));

describe('Teacher/QuestionImportPreview', () => {
  let h: Harness;
  let teacher: string;
  let student: string;
  beforeAll(async () => {
    h = await harness();
    teacher = await h.login('teacher01');
    student = await h.login('student01');
  });
  afterAll(async () => h?.close());

  const preview = (name: string, content: Buffer | string, token = teacher) => {
    const { payload, headers } = multipart({}, { name, content });
    return h.app.inject({
      method: 'POST',
      url: '/api/Teacher/QuestionImportPreview',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const data = async (name: string, content: Buffer | string = fixture(name)) => {
    const r = await preview(name, content);
    expect(r.statusCode).toBe(200);
    return r.json().data as QuestionImportPreviewData;
  };

  it('previews the Word fixture with every type, storing nothing', async () => {
    const d = await data('bank.docx');
    expect(d.total).toBe(6);
    expect(d.byType).toEqual({
      single: 1,
      multiple: 1,
      trueFalse: 1,
      fill: 1,
      matching: 1,
      shortText: 1,
    });
    expect(d.errors).toEqual([]);
    expect(d.questions).toHaveLength(6);
    expect(await h.storage.getQuestionVersions(d.questions.map((q) => questionHash(q)))).toEqual(
      [],
    );
  });

  it('previews Moodle XML and gives its errors by line with their keys, no questions', async () => {
    expect((await data('bank.moodle.xml')).total).toBe(7);
    const bad = await data('errors.moodle.xml');
    expect(bad.total).toBe(0);
    expect(bad.questions).toEqual([]);
    expect(bad.errors.map((e) => e.line)).toEqual([5, 10, 14, 20, 24, 34, 40, 40, 46]);
    expect(bad.errors.every((e) => e.key.startsWith('questionImport.error.'))).toBe(true);
  });

  it('gives the Word errors by paragraph', async () => {
    const bad = await data('errors.docx');
    expect(bad.errors.map((e) => [e.line, e.key])).toContainEqual([
      16,
      'questionImport.error.unknownType',
    ]);
    expect(bad.total).toBe(0);
  });

  it.each([
    ['bomb-declared.docx', { line: 1, key: 'import.error.tooLarge' }],
    ['bomb-lying.docx', { line: 1, key: 'import.error.unreadable' }],
    ['bomb.xlsx', { row: 1, key: 'import.error.tooLarge' }],
  ])('refuses the ZIP bomb %s', async (name, error) => {
    const d = await data(name);
    expect(d).toMatchObject({ total: 0, questions: [], errors: [error] });
  });

  it('refuses a file of another kind, an empty upload and a student', async () => {
    const pdf = await preview('questions.pdf', '%PDF-1.4');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('import.error.fileType');
    const { payload, headers } = multipart({});
    const none = await h.app.inject({
      method: 'POST',
      url: '/api/Teacher/QuestionImportPreview',
      payload,
      headers: { ...headers, authorization: `Bearer ${teacher}` },
    });
    expect(none.statusCode).toBe(400);
    expect((await preview('returns.gift', fixture('returns.gift'), student)).statusCode).toBe(403);
  });

  it('downloads the blank templates to teachers only', async () => {
    for (const format of ['docx', 'xlsx'] as const) {
      const r = await h.post('/api/Teacher/QuestionTemplate', { format }, teacher);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-disposition']).toBe(`attachment; filename="questions.${format}"`);
      expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    expect(
      (await h.post('/api/Teacher/QuestionTemplate', { format: 'pdf' }, teacher)).statusCode,
    ).toBe(400);
    expect(
      (await h.post('/api/Teacher/QuestionTemplate', { format: 'docx' }, student)).statusCode,
    ).toBe(403);
  });
});
