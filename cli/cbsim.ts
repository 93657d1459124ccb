/** cbsim: the command line for case authors and graders: `npx cbsim <command>` (bin: cli/bin.js). */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { coursesDirOf, questionsDirOf } from '../server/courses/paths.ts';
import { coursesCommand } from './commands/courses.ts';
import { exportCommand } from './commands/export.ts';
import { exploreCommand } from './commands/explore.ts';
import { playCommand } from './commands/play.ts';
import { questionsCommand } from './commands/questions.ts';
import { regradeCommand } from './commands/regrade.ts';
import { replayCommand } from './commands/replay.ts';
import { usersCommand } from './commands/users.ts';
import { validateCommand } from './commands/validate.ts';
import { processIo } from './io.ts';

const USAGE = `usage: cbsim <command>
  validate <files|dirs>...           check case files against the schema and for meaning
                                     [--explore: and explore them; refuse a written
                                     point a text under 12 words earns, unless marked short]
  explore <files|dirs>...            search what a student can do in each case: best score,
                                     each point's witness, reachable penalties, dead ends;
                                     exit 1 when a total is not reachable [--seed N] [--budget ms]
                                     [--json]
  explore --play <caseId> <pointID|total> [--user <name>]
                                     replay the witness of a point (or the best play) into a
                                     fresh attempt of the user (default student01), to see it in
                                     the browser (SCENARIOS_DIR, DATA_DIR / DATABASE_URL)
  export <attemptId>                 print an attempt's events as JSON Lines (DATA_DIR / DATABASE_URL)
  replay <scenario.yaml> <log.jsonl> rebuild an attempt and print its state and score [--json]
  regrade <caseId|all> [--write]     recompute submitted attempts' scores on the case version
                                     each was played on; prints what moved, stores it with --write
          [--to-version <hash|latest>]
                                     move them to another version on purpose (latest: the case
                                     in SCENARIOS_DIR): an event on each attempt, with --write
  users import <file.csv|xlsx>       create the accounts of a file, all or none; prints row errors
                                     or the generated passwords [--db <cbsim.db|postgres://…>]
  questions validate [dir]           check the question bank (default questions/ or QUESTIONS_DIR)
  questions stats [dir] [--json]     count its questions by type and language
  questions import FILE              read a GIFT, Aiken, Moodle XML (.xml), .xlsx, .csv or Word
                                     (.docx, the template) file into questions/NAME.yaml, all or
                                     nothing [--dry-run] [--json] [--out file.yaml]
                                     [--format gift|aiken|moodlexml] [--prefix p] [--topic t]
                                     [--difficulty n] [--platform p] [--source-url url --source-title title]
  questions export --format gift|xlsx [--out FILE] [dir]
                                     write the bank back as GIFT or the spreadsheet template
                                     (questions a format cannot hold are listed, not written)
  courses validate [dir]             check the courses (default courses/ or COURSES_DIR): each
                                     section's zh and en text, its cases, questions, exercises,
                                     files and source pages (pages the question bank cites)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    explore: { type: 'boolean', default: false },
    seed: { type: 'string' },
    budget: { type: 'string' },
    play: { type: 'boolean', default: false },
    user: { type: 'string' },
    'to-version': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    out: { type: 'string' },
    dir: { type: 'string' },
    format: { type: 'string' },
    prefix: { type: 'string' },
    topic: { type: 'string' },
    difficulty: { type: 'string' },
    platform: { type: 'string' },
    'source-url': { type: 'string' },
    'source-title': { type: 'string' },
  },
});
const [command, ...rest] = positionals;

const number = (v: string | undefined) =>
  v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
const exploreFlags = () => ({
  ...(number(values.seed) !== undefined ? { seed: number(values.seed) } : {}),
  ...(number(values.budget) !== undefined ? { budgetMs: number(values.budget) } : {}),
  json: values.json ?? false,
});
/** A progress line on a terminal, rewritten in place; nothing when stderr is a file. */
const progressIo = {
  ...processIo,
  progress: process.stderr.isTTY
    ? (t: string) => process.stderr.write(`\r${t.slice(0, 100).padEnd(100)}\r`)
    : undefined,
};

const run = async (): Promise<number> => {
  switch (command) {
    case 'validate': {
      const valid = await validateCommand(rest, processIo);
      if (valid !== 0 || !values.explore) return valid;
      return exploreCommand(rest, { ...exploreFlags(), refuseLenient: true }, progressIo);
    }
    case 'explore': {
      if (!values.play) return exploreCommand(rest, exploreFlags(), progressIo);
      const { dataDir, databaseUrl, scenariosDir } = configFromEnv();
      const seed = number(values.seed);
      return playCommand(
        rest,
        { user: values.user ?? 'student01', ...(seed !== undefined ? { seed } : {}) },
        { dataDir, scenariosDir, ...(databaseUrl ? { databaseUrl } : {}) },
        processIo,
      );
    }
    case 'export':
      return exportCommand(
        rest[0],
        {
          dataDir: process.env.DATA_DIR ?? 'data',
          databaseUrl: process.env.DATABASE_URL || undefined,
        },
        processIo,
      );
    case 'replay':
      return replayCommand(rest, values.json ?? false, processIo);
    case 'regrade': {
      const { dataDir, databaseUrl, scenariosDir } = configFromEnv();
      return regradeCommand(
        rest[0],
        { write: values.write ?? false, toVersion: values['to-version'] },
        { dataDir, databaseUrl, scenariosDir },
        processIo,
      );
    }
    case 'users': {
      const { dataDir, databaseUrl } = configFromEnv();
      return usersCommand(
        rest,
        {
          dataDir,
          ...(databaseUrl ? { databaseUrl } : {}),
          ...(values.db ? { db: values.db } : {}),
        },
        processIo,
      );
    }
    case 'questions':
      return questionsCommand(
        rest,
        {
          json: values.json ?? false,
          dryRun: values['dry-run'] ?? false,
          out: values.out,
          format: values.format,
          prefix: values.prefix,
          topic: values.topic,
          difficulty: values.difficulty,
          platform: values.platform,
          sourceUrl: values['source-url'],
          sourceTitle: values['source-title'],
        },
        processIo,
        values.dir,
      );
    case 'courses':
      return coursesCommand(
        rest,
        {
          courses: coursesDirOf(),
          questions: questionsDirOf(),
          scenarios: configFromEnv().scenariosDir,
        },
        processIo,
      );
    default:
      processIo.err(USAGE);
      return values.help ? 0 : 2;
  }
};

process.exitCode = await run();
