/** Where a command writes: injected so tests can read what a user would see. */
export type Io = { out: (text: string) => void; err: (text: string) => void };
export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
};
