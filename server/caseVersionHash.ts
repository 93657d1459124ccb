/**
 * The content hash that names a case version (ADR 0023): SHA-256 of the canonical JSON (keys
 * sorted, no spaces) of the parsed scenario and its files' names and SHA-256s. Two YAML texts that
 * parse to the same case with the same files are one version; any change to what the engine
 * reads or to a file's bytes is another.
 */
import { createHash } from 'node:crypto';
import type { Scenario } from '../schemas/scenario.ts';
import type { CaseFile } from './caseFiles.ts';
import type { CaseFileRef } from './storage/types.ts';

export const sha256 = (bytes: Uint8Array | string) =>
  createHash('sha256').update(bytes).digest('hex');

/** JSON with object keys sorted at every level (arrays keep their order); undefined is left out. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : v,
  );

/** Each file by name and the SHA-256 of its bytes, in attachment order. */
export const fileRefs = (files: readonly CaseFile[]): CaseFileRef[] =>
  files.map((f) => ({ name: f.name, sha256: sha256(f.bytes) }));

export const caseVersionHash = (scenario: Scenario, files: readonly CaseFile[]): string =>
  sha256(canonicalJson({ scenario, files: fileRefs(files) }));
