/**
 * Limits of an import file, checked while it is read (never after): what one upload may cost the
 * server. The compressed size is capped earlier, by the multipart parser (IMPORT_MAX_BYTES).
 */
import { availableParallelism } from 'node:os';

export type ImportLimits = {
  /** Data rows after the header; blank rows do not count. Reading stops at the next one. */
  maxRows: number;
  /** Characters in one cell, as written (before trimming). */
  maxCellChars: number;
  /** Columns that may hold a value. */
  maxColumns: number;
  /** Characters of all cells together: what the reader hands back to the server. */
  maxTextChars: number;
  /** Bytes of XML inflated from an .xlsx (all parts read), checked while inflating. */
  maxInflatedBytes: number;
  /** Wall time of one read in its worker, start-up included; the worker is then terminated. */
  timeoutMs: number;
  /** V8 heap of the worker (old generation), in MB; at least MIN_HEAP_MB. */
  maxHeapMb: number;
  /** Reads running at once (one worker each). */
  concurrency: number;
  /** Reads waiting for a worker; more are refused as busy. */
  maxQueued: number;
};

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxRows: 2000,
  maxCellChars: 500,
  maxColumns: 50,
  maxTextChars: 2_000_000,
  maxInflatedBytes: 16 * 1024 * 1024,
  timeoutMs: 5000,
  maxHeapMb: 64,
  // One core stays with the event loop.
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxQueued: 8,
};

/** Below ~3 MB a worker's isolate cannot even start, and Node then aborts the whole process. */
export const MIN_HEAP_MB = 8;

/** Why a file was refused: an i18n key with its params (plain data, so it crosses threads). */
export class ImportRefusal extends Error {
  readonly key: string;
  readonly params: Record<string, string | number> | undefined;
  constructor(key: string, params?: Record<string, string | number>) {
    super(key);
    this.name = 'ImportRefusal';
    this.key = key;
    this.params = params;
  }
}

export const unreadable = () => new ImportRefusal('import.error.unreadable');
