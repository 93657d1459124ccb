/**
 * The messages of the question bank's checks and imports: each error carries a message key
 * (`questionImport.error.<name>`) and its params, which the web app translates (zh, en); the
 * English text here is what the CLI prints and what web/src/locales/en.json holds under the same
 * keys (a unit test keeps the two equal).
 */

export const QUESTION_MESSAGES_EN = {
  // A file's structure
  noQuestions: 'the file holds no questions',
  notList: 'a question file is a list of questions',
  notMapping: 'a question must be a mapping',
  fileTooLarge: 'the file is larger than {{max}} bytes',
  outExists: '{{file}} exists; choose another file with --out',
  // Meaning and schema (check.ts)
  unknownQuestionType: 'unknown question type "{{type}}"; one of: {{types}}',
  unknownField: 'unknown field "{{name}}"',
  missingField: 'missing field "{{name}}"',
  tooLong: 'longer than {{limit}} characters',
  empty: 'must not be empty',
  notOneOf: 'must be one of: {{values}}',
  invalid: '{{detail}}',
  sourceForm: 'source needs {title, url} or {course, section}',
  optionTwice: 'option "{{id}}" appears twice',
  answerNotAnOption: 'answer "{{answer}}" is not one of the options ({{options}})',
  blankCount: 'the {{lang}} text marks {{marked}} blank(s) with ___ but {{given}} are given',
  emptyAccepted: 'an accepted answer is empty once normalised',
  sameRightItems: 'two right-hand items are the same in {{lang}}',
  duplicateId: 'duplicate question id "{{id}}"',
  // GIFT
  noAnswerBlock: 'missing answer: no {…} block',
  unclosedBrace: 'the { of the answers has no closing }',
  twoAnswerBlocks: 'one question holds one answer block {…}; escape other braces as \\{ \\}',
  giftEssay: 'an essay question ({}) has no rubric in GIFT; write short-text questions in YAML',
  numerical: 'numerical questions ({#…}) are not a type of the question bank',
  answerMarks: 'answers must start with = (right) or ~ (wrong)',
  matchingPairs: 'a matching question writes every pair as =left -> right',
  noRightAnswer: 'no right answer (= or a positive %weight%)',
  // Aiken
  aikenAnswerAlone: 'ANSWER without a question before it',
  aikenTwoOptions: 'a question needs at least two options (A. …)',
  aikenAnswerNone: 'ANSWER names no option',
  aikenAnswerUnknown: 'ANSWER {{letters}} is not one of the options ({{known}})',
  aikenNoAnswer: 'missing answer: no ANSWER: line after the options',
  aikenOptionAlone: 'an option without a question before it',
  // Spreadsheet and Word template
  missingColumns: 'missing column(s): {{columns}}',
  formulaCell:
    'the {{column}} cell starts like a formula ({{value}}); start it with another character',
  unknownType: 'unknown question type “{{type}}”',
  emptyAnswer: 'missing answer: the answer column is empty',
  answerNotFilled: 'answer {{letters}} is not a filled option',
  singleOneAnswer: 'a single-choice question has one answer',
  notTrueFalse: '“{{value}}” is not true or false',
  matchingCell: 'option {{letter}} ({{lang}}) is not written as left -> right',
  rubricMissing:
    'missing answer: rubric_zh and rubric_en name the phrases a short answer must include',
  // Moodle XML
  xmlSyntax: 'XML syntax error: {{detail}}',
  xmlNoQuiz: 'a Moodle XML file is a <quiz> of <question> elements',
  xmlType: 'Moodle question type “{{type}}” is not a type of the question bank',
  xmlNoAnswer: 'missing answer: the question has no <answer>',
  xmlEssayRubric:
    'missing answer: an essay question names its rubric in <graderinfo> (rubric_zh: …, rubric_en: …)',
  xmlClozeBlank: 'a cloze blank is written {1:SHORTANSWER:=answer}; “{{blank}}” is not',
  xmlSubquestion: 'a matching subquestion needs an <answer>',
  // Word template
  docxLine: 'write each line as “field: value”; “{{text}}” is not',
  docxField: 'unknown field “{{field}}”',
  docxNoType: 'a question starts with its type line (题型：…); “{{field}}” comes before one',
  docxTwice: '“{{field}}” is given twice in one question',
  docxTooLong: 'a value is longer than {{max}} characters',
  docxTooManyLines: 'the document has more than {{max}} lines; split it into several files',
} as const;

export type QuestionMessage = keyof typeof QUESTION_MESSAGES_EN;
export type MessageParams = Record<string, string | number>;

/** The message key the web app translates. */
export const messageKey = (name: QuestionMessage) => `questionImport.error.${name}`;

/** The English text of a message with its params filled in. */
export const englishMessage = (name: QuestionMessage, params: MessageParams = {}): string =>
  QUESTION_MESSAGES_EN[name].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
