/**
 * A throwaway PostgreSQL cluster for integration tests: initdb in a temp dir, start on a free
 * port, stop and delete at the end. `initdb` refuses to run as root, so as root the binaries run
 * as the `postgres` user (runuser) in a directory it owns.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PgCluster = {
  /** URL of a database created for the caller. */
  url: string;
  /** Creates another empty database and returns its URL. */
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
};

const PG_ROOT = '/usr/lib/postgresql';

/** The bin directory of the highest installed PostgreSQL version, or null. */
export function findPgBin(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
const cmd = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

let dbCounter = 0;

/** Starts a cluster, or returns null when the PostgreSQL binaries are not installed. */
export async function startPgCluster(): Promise<PgCluster | null> {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const pgCtl = join(bin, 'pg_ctl');
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop'];
  // If the test process dies without calling stop(), do not leave a server running.
  const onExit = (): void => {
    try {
      const [c, a] = cmd(pgCtl, stopArgs);
      execFileSync(c, a, { stdio: 'ignore' });
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const initdbArgs = ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C'];
    await run(...cmd(join(bin, 'initdb'), initdbArgs));
    const port = await freePort();
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    // -l: the server must not inherit our stdout, or execFile would wait for it forever.
    await run(
      ...cmd(pgCtl, ['-D', data, '-l', join(dir, 'server.log'), '-o', opts, '-w', 'start']),
    );
    process.once('exit', onExit);

    const base = `postgres://postgres@127.0.0.1:${port}`;
    const newDatabase = async (): Promise<string> => {
      const name = `cbsim_test_${process.pid}_${++dbCounter}`;
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      try {
        // Identifiers cannot be bound as parameters; the name is generated here, not input.
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `${base}/${name}`;
    };
    const url = await newDatabase();
    return {
      url,
      newDatabase,
      async stop() {
        process.removeListener('exit', onExit);
        try {
          await run(...cmd(pgCtl, stopArgs));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    const log = join(dir, 'server.log');
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    onExit();
    throw tail ? new Error(`PostgreSQL failed to start:\n${tail}`, { cause: err }) : err;
  }
}

/** Runs `fn` against a fresh cluster (null when PostgreSQL is absent), then stops it. */
export async function withPg<T>(fn: (cluster: PgCluster | null) => Promise<T>): Promise<T> {
  const cluster = await startPgCluster();
  try {
    return await fn(cluster);
  } finally {
    await cluster?.stop();
  }
}
