/**
 * Builds the table of an import file row by row, as a reader finds the rows: the header row
 * names the columns (through the aliases); blank rows are skipped but keep their numbers, so
 * errors point at the row a spreadsheet shows. Every limit is checked on the row just read, so
 * a reader stops at the first row over a limit.
 */
import type { ImportRow } from '../../schemas/warehouse/domain.ts';
import { ImportRefusal, type ImportLimits } from './limits.ts';

export type Table = { columns: string[]; rows: ImportRow[] };

export type TableLimits = Pick<
  ImportLimits,
  'maxRows' | 'maxCellChars' | 'maxColumns' | 'maxTextChars'
>;

export class TableBuilder {
  private columns: string[] | null = null;
  private readonly rows: ImportRow[] = [];
  private text = 0;
  private readonly aliases: Record<string, string>;
  readonly limits: TableLimits;

  constructor(aliases: Record<string, string>, limits: TableLimits) {
    this.aliases = aliases;
    this.limits = limits;
  }

  /** Refuses a cell longer than the limit (length as written, before trimming). */
  checkCell(length: number, row: number) {
    if (length > this.limits.maxCellChars)
      throw new ImportRefusal('import.error.cellTooLong', { row, max: this.limits.maxCellChars });
  }

  /** Refuses a value in a column past the limit (1-based column number). */
  checkColumn(column: number) {
    if (column > this.limits.maxColumns)
      throw new ImportRefusal('import.error.tooManyColumns', { max: this.limits.maxColumns });
  }

  /**
   * One row of the file, its 1-based number as the file shows it (the header is row 1); rows
   * must come in order. `cells[j]` is column j + 1, untrimmed; holes are empty cells.
   */
  row(row: number, cells: (string | undefined)[]) {
    let last = 0;
    for (let j = 0; j < cells.length; j++) {
      const c = cells[j];
      if (c === undefined || c === '') continue;
      this.checkCell(c.length, row);
      last = j + 1;
    }
    if (last > 0) this.checkColumn(last);
    const texts = Array.from({ length: last }, (_, j) => (cells[j] ?? '').trim());
    if (this.columns === null) {
      // Row 1 is the header, even when the file leaves it blank.
      this.columns = row === 1 ? texts.map((h) => this.alias(h)) : [];
      if (row === 1) return;
    }
    if (texts.every((t) => t === '')) return;
    if (this.rows.length >= this.limits.maxRows)
      throw new ImportRefusal('import.error.tooManyRows', { max: this.limits.maxRows });
    for (const t of texts) this.text += t.length;
    if (this.text > this.limits.maxTextChars) throw new ImportRefusal('import.error.tooLarge');
    const columns = this.columns;
    this.rows.push({
      row,
      cells: Object.fromEntries(columns.map((c, j) => [c, texts[j] ?? ''])),
    });
  }

  finish(): Table {
    if (this.columns === null) throw new ImportRefusal('import.error.empty');
    return { columns: this.columns.filter(Boolean), rows: this.rows };
  }

  private alias(name: string) {
    return this.aliases[name.toLowerCase()] ?? this.aliases[name] ?? name;
  }
}
