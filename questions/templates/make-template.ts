/**
 * Writes the blank templates of the question bank: the spreadsheet (questions.xlsx, one header
 * row with the columns `cbsim questions import` reads; engine/questions/import/table.ts says what
 * each holds) and the Word document (questions.docx, one "field: value" paragraph per field with
 * the guidance as # notes; engine/questions/import/document.ts).
 * Run after changing the columns or the layout: node questions/templates/make-template.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import writeExcelFile from 'write-excel-file/node';
import { TEMPLATE_COLUMNS } from '../../engine/questions/import/table.ts';
import { docxOf } from './docx.ts';

const xlsx = fileURLToPath(new URL('./questions.xlsx', import.meta.url));
await writeExcelFile([
  TEMPLATE_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const })),
]).toFile(xlsx);
console.warn(`wrote ${xlsx} (${TEMPLATE_COLUMNS.length} columns)`);

/** The Word template: guidance (# notes, skipped by the import) and one blank question. */
export const WORD_TEMPLATE = [
  '# 题库导入模板（Word）｜ Question bank import template (Word)',
  '# 每段写一个字段：“字段：内容”，一道题从“题型”开始；以 # 开头的段落是说明，导入时跳过。',
  '# One paragraph per field, "field: value"; a question starts at its type line. Paragraphs starting with # are notes and are skipped.',
  '# 题型：单选 多选 判断 填空 匹配 简答（single, multiple, trueFalse, fill, matching, shortText）',
  '# 题干、选项、解析都要中英文各写一份（中文题干 / 英文题干，A中文 / A英文 … F中文 / F英文）。',
  '# 答案：单选 B；多选 A,C；判断 对 或 错；填空 各空用 ; 分开，同一空的多个可接受答案用 | 分开（题干中用 ___ 标出空）。',
  '# 匹配题：每个选项写成“左 -> 右”，只写“-> 右”的是干扰项。',
  '# 简答题：中文评分要点、英文评分要点（答案必须包含的要点，用 ; 分开），最少词数。',
  '# 来源：来源标题 + 来源链接（公开的规则页面），或 课程 + 章节。难度 1–3。',
  '# 内容不要以 = + @ 开头（会被当作公式拒绝）。要写第二道题，复制下面从“题型”到“来源链接”的段落。',
  '',
  '题型：',
  '编号：',
  '知识点：',
  '难度：',
  '平台：',
  '模块：',
  '中文题干：',
  '英文题干：',
  'A中文：',
  'A英文：',
  'B中文：',
  'B英文：',
  'C中文：',
  'C英文：',
  'D中文：',
  'D英文：',
  '答案：',
  '中文解析：',
  '英文解析：',
  '来源标题：',
  '来源链接：',
];

const docx = fileURLToPath(new URL('./questions.docx', import.meta.url));
writeFileSync(docx, docxOf(WORD_TEMPLATE));
console.warn(`wrote ${docx} (${WORD_TEMPLATE.length} paragraphs)`);
