/** The storage contract: one suite, run against every adapter by contract.int.test.ts. */
import { describe } from 'vitest';
import { caseVersionContract } from './contract-caseVersions.ts';
import { draftContract } from './contract-drafts.ts';
import { eventContract } from './contract-events.ts';
import { orgContract } from './contract-org.ts';
import { recordContract } from './contract-records.ts';
import type { Factory } from './harness.ts';
import { noteContract } from './contract-notes.ts';
import { uploadContract } from './contract-uploads.ts';
import { theoryContract } from './contract-theory.ts';

export function storageContract(factory: Factory): void {
  describe('event store', () => eventContract(factory));
  describe('records', () => recordContract(factory));
  describe('administration', () => orgContract(factory));
  describe('uploads', () => uploadContract(factory));
  describe('case versions', () => caseVersionContract(factory));
  describe("a teacher's notes", () => noteContract(factory));
  describe('authored cases', () => draftContract(factory));
  describe('theory practice', () => theoryContract(factory));
}
