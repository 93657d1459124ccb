/**
 * Claim commands with files: a claim and its evidence carry the uploads the server completed,
 * with the case files among them; a file the server did not resolve, or one sent twice (in the
 * command or already on the claim), is refused with a message key and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import type { EvidenceFile } from '../../schemas/evidenceFiles.ts';
import { given, loadCase } from '../testing/fixtures.ts';

const s = loadCase('shopee-claim-logistics');
const LOST = '260903QK8M2NZT';
const WAYBILL: EvidenceFile = {
  id: 'up-1',
  name: 'waybill.pdf',
  size: 33_000,
  type: 'application/pdf',
  caseFile: 'waybill-NVSG0427718355.pdf',
};
const OWN: EvidenceFile = {
  id: 'up-2',
  name: 'notes.txt',
  size: 120,
  type: 'text/plain',
  caseFile: null,
};
const add = (files?: ({ id: string } | EvidenceFile)[]) =>
  ({
    type: 'AddClaim',
    store: 'sp1',
    kind: 'logistics',
    counterparty: 'lg1',
    reason: 'lostParcel',
    orderNo: LOST,
    amount: 55,
    description: 'Parcel NVSG0427718355 was lost at the sorting hub.',
    ...(files ? { files } : {}),
  }) as const;
const FACTS = { id: 'CL1', counterparty: 'lg1', reason: 'lostParcel', orderNo: LOST } as const;
const filed = (files: EvidenceFile[] = []): DomainEvent => ({
  type: 'ClaimAdded',
  data: {
    ...FACTS,
    store: 'sp1',
    kind: 'logistics',
    amount: 55,
    currency: 'SGD',
    description: 'Parcel NVSG0427718355 was lost at the sorting hub.',
    at: '2026-09-11T02:00:00.000Z',
    files,
    caseFiles: files.flatMap((f) => (f.caseFile ? [f.caseFile] : [])),
  },
});
const asked: DomainEvent = { type: 'ClaimEvidenceRequested', data: { ...FACTS, ask: null } };

describe('AddClaim with files', () => {
  it('carries the completed files and names the case files among them', () => {
    const events = given(s)
      .when(add([WAYBILL, OWN]))
      .events();
    expect(events[0]).toMatchObject({
      type: 'ClaimAdded',
      data: { files: [WAYBILL, OWN], caseFiles: ['waybill-NVSG0427718355.pdf'] },
    });
  });

  it('without files: empty lists on the event', () => {
    const events = given(s).when(add()).events();
    expect(events[0]).toMatchObject({ data: { files: [], caseFiles: [] } });
  });

  it('refuses a file the server did not complete (a bare id) and one sent twice', () => {
    given(s)
      .when(add([{ id: 'up-9' }]))
      .rejects('claim.error.fileNotFound');
    given(s)
      .when(add([WAYBILL, { ...WAYBILL }]))
      .rejects('claim.error.fileTwice');
  });
});

describe('AddClaimEvidence with files', () => {
  const evidence = (files?: ({ id: string } | EvidenceFile)[]) =>
    ({
      type: 'AddClaimEvidence',
      id: 'CL1',
      text: 'The waybill is attached.',
      ...(files ? { files } : {}),
    }) as const;

  it('carries its files and case files', () => {
    const events = given(s, [filed(), asked])
      .when(evidence([WAYBILL]))
      .events();
    expect(events[0]).toEqual({
      type: 'ClaimEvidenceAdded',
      data: {
        ...FACTS,
        text: 'The waybill is attached.',
        files: [WAYBILL],
        caseFiles: ['waybill-NVSG0427718355.pdf'],
      },
    });
  });

  it('refuses an upload the claim already carries, a bare id, and evidence not asked for', () => {
    given(s, [filed([WAYBILL]), asked])
      .when(evidence([WAYBILL]))
      .rejects('claim.error.fileTwice');
    given(s, [filed(), asked])
      .when(evidence([{ id: 'up-9' }]))
      .rejects('claim.error.fileNotFound');
    given(s, [filed()])
      .when(evidence([WAYBILL]))
      .rejects('claim.error.noEvidenceAsked', {
        id: 'CL1',
      });
  });

  it('keeps the claim files and the evidence files together on the claim', () => {
    const { state } = given(s, [
      filed([OWN]),
      asked,
      {
        type: 'ClaimEvidenceAdded',
        data: { ...FACTS, text: 'Waybill.', files: [WAYBILL], caseFiles: [WAYBILL.caseFile!] },
      },
    ]);
    expect(state.claim.byId.CL1?.files).toEqual([OWN, WAYBILL]);
    expect(state.claim.byId.CL1?.evidence).toEqual(['Waybill.']);
  });
});
