/**
 * The counterparty's answers on the sim clock when a rule names the case files it needs: a claim
 * with them is paid as the rule says, one without them is asked for them (the rule's `ask`), and
 * the evidence review pays only once they were sent (with the claim or its evidence) and the
 * rule's words pass. Rules without files answer as before; old event logs (no `files` on the
 * events) replay to the same state and score; `check` refuses file names that are no attachment.
 */
import { describe, expect, it } from 'vitest';
import type { ClaimRule } from '../../schemas/claim/world.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { replay } from '../attempt/replay.ts';
import type { Envelope } from '../core/envelope.ts';
import { semanticErrors } from '../scenario/semantic.ts';
import { upload } from '../testing/dispute.ts';
import { loadCase } from '../testing/fixtures.ts';
import { dataOf, Session, types } from '../testing/session.ts';

const base = loadCase('shopee-claim-logistics');
const LOST = '260903QK8M2NZT';
const WAYBILL = upload('waybill-NVSG0427718355.pdf');
const PHOTOS = upload('damage-photos-NVSG0427731902.png');
const ASK = { en: 'We need the waybill.' };
const REFUSE = { en: 'The statement does not name the parcel.' };

/** The case with its Ninja Van rules replaced by `rule` (first) and a refusing fallback. */
const withRule = (rule: Partial<ClaimRule>): Scenario => {
  const s = structuredClone(base);
  s.world.claims!.rules = [
    {
      counterparty: 'lg1',
      reason: 'lostParcel',
      orderNo: LOST,
      answer: 'pay',
      after: '2h',
      ...rule,
    },
    { counterparty: 'lg1', answer: 'refuse', after: '2h' },
  ];
  return s;
};
const claim = (files: ReturnType<typeof upload>[] = []) =>
  ({
    type: 'AddClaim',
    store: 'sp1',
    kind: 'logistics',
    counterparty: 'lg1',
    reason: 'lostParcel',
    orderNo: LOST,
    amount: 55,
    description: 'Parcel NVSG0427718355 was lost at your sorting hub.',
    ...(files.length ? { files } : {}),
  }) as const;
const evidence = (text: string, files: ReturnType<typeof upload>[] = []) =>
  ({ type: 'AddClaimEvidence', id: 'CL1', text, ...(files.length ? { files } : {}) }) as const;
const claimEvents = (es: readonly Envelope[]) => es.filter((e) => e.type.startsWith('Claim'));
/** 2 sim hours: when the rules above answer. */
const answers = (p: Session) => claimEvents(p.wait(120));

describe('a paying rule that needs files', () => {
  const s = withRule({ files: ['waybill-NVSG0427718355.pdf'], ask: ASK });

  it('pays a claim that came with them', () => {
    const p = new Session(s);
    p.do(claim([WAYBILL]));
    expect(dataOf(answers(p), 'ClaimPaid')).toMatchObject({ id: 'CL1', amount: 55 });
  });

  it('asks for them first, then pays when the evidence brings them (after 1 sim day by default)', () => {
    const p = new Session(s);
    p.do(claim([PHOTOS]));
    const asked = answers(p);
    expect(types(asked)).toEqual(['ClaimEvidenceRequested']);
    expect(dataOf(asked, 'ClaimEvidenceRequested')).toMatchObject({ ask: ASK });
    p.do(evidence('Here is the waybill.', [WAYBILL]));
    expect(answers(p)).toEqual([]);
    expect(types(claimEvents(p.wait(24 * 60)))).toEqual(['ClaimPaid']);
  });

  it('refuses, saying what was missing, when the evidence still lacks them', () => {
    const p = new Session(s);
    p.do(claim());
    answers(p);
    p.do(evidence('The parcel was lost.', [PHOTOS]));
    const refused = claimEvents(p.wait(24 * 60));
    expect(dataOf(refused, 'ClaimRefused')).toMatchObject({ id: 'CL1', why: ASK });
  });
});

describe('an evidence rule that needs files and words', () => {
  const s = withRule({
    answer: 'askEvidence',
    say: { en: 'Tell us what happened.' },
    ask: ASK,
    files: ['waybill-NVSG0427718355.pdf'],
    evidence: { if: { mustInclude: ['NVSG0427718355'] }, after: '2h', refuse: REFUSE },
  });

  it('with the files on the claim: asks in its own words, and pays when the words pass', () => {
    const p = new Session(s);
    p.do(claim([WAYBILL]));
    expect(dataOf(answers(p), 'ClaimEvidenceRequested')).toMatchObject({
      ask: { en: 'Tell us what happened.' },
    });
    p.do(evidence('Parcel NVSG0427718355 never reached the buyer.'));
    expect(types(answers(p))).toEqual(['ClaimPaid']);
  });

  it('with the files but not the words: refused with the rule’s reason', () => {
    const p = new Session(s);
    p.do(claim([WAYBILL]));
    answers(p);
    p.do(evidence('It was lost.'));
    expect(dataOf(answers(p), 'ClaimRefused')).toMatchObject({ why: REFUSE });
  });

  it('with the words but never the files: asked for them, then refused for them', () => {
    const p = new Session(s);
    p.do(claim());
    expect(dataOf(answers(p), 'ClaimEvidenceRequested')).toMatchObject({ ask: ASK });
    p.do(evidence('Parcel NVSG0427718355 never reached the buyer.'));
    expect(dataOf(answers(p), 'ClaimRefused')).toMatchObject({ why: ASK });
  });
});

describe('rules without files answer as before', () => {
  it('pays straight away, and asks for evidence by words alone', () => {
    const paid = new Session(withRule({}));
    paid.do(claim());
    expect(types(answers(paid))).toEqual(['ClaimPaid']);

    const p = new Session(
      withRule({
        answer: 'askEvidence',
        say: { en: 'Which parcel?' },
        evidence: { if: { mustInclude: ['NVSG0427718355'] }, after: '2h' },
      }),
    );
    p.do(claim());
    answers(p);
    p.do(evidence('Parcel NVSG0427718355.'));
    expect(types(answers(p))).toEqual(['ClaimPaid']);
  });
});

describe('old event logs', () => {
  it('replay claims written before files (no files, no caseFiles) to the same state and score', () => {
    const p = new Session(
      withRule({
        answer: 'askEvidence',
        say: { en: 'Which parcel?' },
        evidence: { if: { mustInclude: ['NVSG0427718355'] }, after: '2h' },
      }),
    );
    p.do(claim());
    answers(p);
    p.do(evidence('Parcel NVSG0427718355.'));
    answers(p);
    // The log as it was written before claims took files.
    const old = p.events.map((e) => {
      if (e.type !== 'ClaimAdded' && e.type !== 'ClaimEvidenceAdded') return e;
      const { files: _f, caseFiles: _c, ...data } = e.data as Record<string, unknown>;
      return { ...e, data } as Envelope;
    });
    expect(old.some((e) => e.type === 'ClaimAdded' && 'files' in e.data)).toBe(false);
    const now = replay(p.scenario, p.events);
    const then = replay(p.scenario, old);
    expect(then.state).toEqual(now.state);
    expect(then.state.claim.byId.CL1).toMatchObject({ status: 'paid', files: [] });
    expect(then.breakdown).toEqual(now.breakdown);
  });
});

describe('check', () => {
  const errors = (rule: Partial<ClaimRule>) =>
    semanticErrors(withRule(rule)).filter((e) => e.path.includes('claims'));

  it('accepts the shipped cases and a rule naming their attachments', () => {
    expect(semanticErrors(base)).toEqual([]);
    expect(errors({ files: ['waybill-NVSG0427718355.pdf'], ask: ASK })).toEqual([]);
  });

  it('refuses a file that is no attachment, files without an ask, files on a refusing rule, and evidence asked with nothing to check', () => {
    expect(errors({ files: ['nope.pdf'], ask: ASK }).map((e) => e.message)).toEqual([
      '"nope.pdf" is not one of the case\'s attachments',
    ]);
    expect(errors({ files: ['waybill-NVSG0427718355.pdf'] }).map((e) => e.message)).toEqual([
      'needs files but has no ask: what does the counterparty say is missing?',
    ]);
    expect(
      errors({ answer: 'refuse', files: ['waybill-NVSG0427718355.pdf'], ask: ASK }).map(
        (e) => e.message,
      ),
    ).toEqual(['a refusing rule needs no files: it refuses whatever is sent']);
    expect(
      errors({ answer: 'askEvidence', evidence: { after: '2h' } }).map((e) => e.message),
    ).toEqual(['asks for evidence but says nothing of what passes (evidence.if or files)']);
  });
});
