/**
 * The order a list of many attempts comes in (latest start first, then id descending), sorted in
 * the process instead of the database: a class's attempt history is thousands of wide rows, and
 * sorting them in SQL (a temporary B-tree in SQLite, a sort node in PostgreSQL) cost more than
 * reading them. Ordinal comparison, as SQLite's BINARY and PostgreSQL's "C" collations order
 * ASCII text (instants are ISO 8601 in UTC, one format).
 */
import type { Attempt } from './types.ts';

const desc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Sorts in place, latest start first, then by id descending; returns the list. */
export const latestFirst = (attempts: Attempt[]): Attempt[] =>
  attempts.sort((a, b) => desc(a.startedAt, b.startedAt) || desc(a.id, b.id));
