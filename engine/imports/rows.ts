/**
 * Reading the cells of an import file's rows: required columns, numbers, enumerations. Each
 * reader returns the value or records a row error; the caller refuses the file if any error.
 */
import type { ImportRow } from '../../schemas/warehouse/domain.ts';
import { reject, rejectRows, type Rejection, type RowError } from '../core/envelope.ts';

export class RowReader {
  readonly errors: RowError[] = [];
  private readonly row: ImportRow;

  constructor(row: ImportRow) {
    this.row = row;
  }

  private fail(column: string, messageKey: string, params?: Record<string, string | number>) {
    this.errors.push(
      params
        ? { row: this.row.row, column, messageKey, params }
        : { row: this.row.row, column, messageKey },
    );
  }

  text(column: string, opts: { required?: boolean; max?: number } = {}): string {
    const v = (this.row.cells[column] ?? '').trim();
    if (!v && opts.required) this.fail(column, 'import.error.required');
    if (opts.max !== undefined && v.length > opts.max)
      this.fail(column, 'import.error.tooLong', { max: opts.max });
    return v;
  }

  /** A number: required or not, integer or with up to 2 decimals, at least min. */
  number(
    column: string,
    opts: { required?: boolean; integer?: boolean; min?: number; max?: number } = {},
  ): number | null {
    const v = this.text(column, { required: opts.required ?? false });
    if (!v) return null;
    const pattern = opts.integer ? /^-?\d+$/ : /^-?\d+(\.\d{1,2})?$/;
    if (!pattern.test(v)) {
      this.fail(column, opts.integer ? 'import.error.notInteger' : 'import.error.notNumber', {
        value: v,
      });
      return null;
    }
    const n = Number(v);
    if (opts.min !== undefined && n < opts.min) {
      this.fail(column, 'import.error.belowMin', { min: opts.min, value: v });
      return null;
    }
    if (opts.max !== undefined && n > opts.max) {
      this.fail(column, 'import.error.aboveMax', { max: opts.max, value: v });
      return null;
    }
    return n;
  }

  /** One of a list of values (case-insensitive), with aliases; empty gives the fallback. */
  oneOf<T extends string>(
    column: string,
    values: readonly T[],
    fallback: T | null,
    aliases: Record<string, T> = {},
  ): T | null {
    const v = this.text(column, { required: fallback === null });
    if (!v) return fallback;
    const lower = v.toLowerCase();
    const hit = values.find((x) => x.toLowerCase() === lower) ?? aliases[lower];
    if (!hit)
      this.fail(column, 'import.error.notAllowed', { value: v, allowed: values.join(', ') });
    return hit ?? null;
  }

  error(column: string, messageKey: string, params?: Record<string, string | number>) {
    this.fail(column, messageKey, params);
  }
}

/** Refuses a file whose header lacks required columns, or that has no data rows. */
export const checkHeader = (
  columns: readonly string[],
  required: readonly string[],
  rows: readonly ImportRow[],
): Rejection | null => {
  const missing = required.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return rejectRows(
      missing.map((column) => ({ row: 1, column, messageKey: 'import.error.missingColumn' })),
    );
  if (rows.length === 0) return reject('import.error.empty');
  return null;
};
