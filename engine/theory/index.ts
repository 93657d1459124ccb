/** Theory practice (issue 24 §3, §4): papers, the page's view, grading and analysis, the wrong-answer book. */
export { drawPaper, matchesRule, parsePaperFile, type PaperFileResult } from './papers.ts';
export { isAnswered, itemSeed, presentItem, shuffledOrder, toBankAnswer } from './present.ts';
export { analyseItem, paperScore, type Analysed } from './analyse.ts';
export {
  answeredWrong,
  dueTodayCount,
  endOfDay,
  isDue,
  reviewed,
  type BookCard,
} from './wrongBook.ts';
