/** cbsim: the command line for case authors and graders: `npx cbsim <command>` (bin: cli/bin.js). */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { exportCommand } from './commands/export.ts';
import { regradeCommand } from './commands/regrade.ts';
import { replayCommand } from './commands/replay.ts';
import { validateCommand } from './commands/validate.ts';
import { processIo } from './io.ts';

const USAGE = `usage: cbsim <command>
  validate <files|dirs>...           check case files against the schema and for meaning
  export <attemptId>                 print an attempt's events as JSON Lines (DATA_DIR / DATABASE_URL)
  replay <scenario.yaml> <log.jsonl> rebuild an attempt and print its state and score [--json]
  regrade <caseId|all> [--write]     recompute submitted attempts' scores after a case changed;
                                     prints what moved, stores it with --write (SCENARIOS_DIR)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, ...rest] = positionals;

const run = async (): Promise<number> => {
  switch (command) {
    case 'validate':
      return validateCommand(rest, processIo);
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
        { write: values.write ?? false },
        { dataDir, databaseUrl, scenariosDir },
        processIo,
      );
    }
    default:
      processIo.err(USAGE);
      return values.help ? 0 : 2;
  }
};

process.exitCode = await run();
