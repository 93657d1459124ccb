/**
 * The Operate call every module shares: owned attempt → engine command → events, and what they
 * changed in the module lists (so the page reloads only those).
 */
import type { FastifyRequest } from 'fastify';
import type { Command } from '../../engine/index.ts';
import type { AppContext } from '../context.ts';
import type { Attempt } from '../storage/types.ts';

export const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });

type OperateBody = { userCaseID: string; expectedVersion?: number; command: Command };

export const operate = async <C extends Command>(
  ctx: AppContext,
  req: FastifyRequest,
  body: OperateBody & { command: C },
  /** Completes the command from the server's records first (e.g. an attachment's stored facts). */
  prepare?: (attempt: Attempt, command: C) => Promise<C>,
) => {
  const { user } = await ctx.auth(req);
  await ctx.writes(req, user.id);
  const attempt = await ctx.attempts.owned(user, body.userCaseID);
  const command = prepare ? await prepare(attempt, body.command) : body.command;
  const r = await ctx.attempts.execute(user, attempt, command, ctx.now(), body.expectedVersion);
  return ok({
    version: r.version,
    events: r.events.map((e) => ({ type: e.type, data: e.data })),
    ...(r.lists ? { lists: r.lists } : {}),
  });
};

/** The attempt of a list call, as it stands now (due timers fired). */
export const currentAttempt = async (ctx: AppContext, req: FastifyRequest, userCaseID: string) => {
  const { user } = await ctx.auth(req);
  const attempt = await ctx.attempts.owned(user, userCaseID);
  return ctx.attempts.current(attempt, ctx.now());
};

/** One page of a list. */
export const pageOf = <T>(items: T[], page = 1, limit = 20) => ({
  list: items.slice((page - 1) * limit, page * limit),
  total: items.length,
  page,
  limit,
});

export const contains = (haystack: string, needle: string | undefined) =>
  !needle?.trim() || haystack.toLowerCase().includes(needle.trim().toLowerCase());

/** How many items fall under each key (the status tabs' counts). */
export const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

/** Rows per status, every status listed (zero when none): the status tabs' counts. */
export const statusCounts = (statuses: readonly string[], rows: readonly { status: string }[]) => ({
  ...Object.fromEntries(statuses.map((s) => [s, 0])),
  ...countBy(rows, (r) => r.status),
});
