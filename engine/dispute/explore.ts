/**
 * What the explorer may ask of disputes: the disputes on record and the amounts a refund can
 * take (all that is left, the least partial refund the buyer takes, the buyer's counter-offer, the
 * order's amount), and evidence built from each dispute's ruling: its winning reasons, its case
 * files (as the server marks a file it recognises) and a text that passes its words.
 */
import type { Command } from '../attempt/decide.ts';
import { textsFor } from '../explore/texts.ts';
import { passes } from '../scoring/rubric.ts';
import type { ExploreKit } from '../kit.ts';
import { defencesOf } from './rules.ts';
import { isOpen } from './state.ts';

export const disputeExplore: ExploreKit = {
  domains: (state, scenario) => {
    const all = Object.values(state.dispute.byId);
    const world = scenario.world.disputes?.list ?? [];
    return {
      id: all.map((d) => d.id),
      amount: [
        ...new Set([
          ...all.map((d) => Math.round((d.amount - d.refunded) * 100) / 100),
          ...world.flatMap((w) => (w.acceptsPartial !== undefined ? [w.acceptsPartial] : [])),
          ...world.flatMap((w) => (w.counter !== undefined ? [w.counter] : [])),
          ...all.map((d) => d.orderAmount),
        ]),
      ].filter((n) => n > 0),
    };
  },
  commands: (state, ctx) => {
    const world = ctx.scenario.world.disputes?.list ?? [];
    return Object.values(state.dispute.byId)
      .filter(isOpen)
      .flatMap((d) => {
        const win = world.find((w) => w.id === d.id)?.ruling?.win;
        if (!win) return [];
        // A statement the scoring's rubrics grade and the ruling accepts first (ADR 0019: a
        // rubric may ask for more than the ruling's words), then the ruling's words alone.
        const graded = ctx.rubricTexts.filter((r) => r.field === 'text').flatMap((r) => r.texts);
        const texts = win.text
          ? [...new Set([...graded.filter((t) => passes(win.text!, t)), ...textsFor(win.text)])]
          : ctx.texts.slice(0, 1);
        const files = (win.files ?? []).map((name) => ({
          id: `case:${name}`,
          name,
          size: 1,
          type: 'application/pdf',
          caseFile: name,
        }));
        const reasons = win.reasons ?? defencesOf(ctx.scenario, d.id).slice(0, 1);
        return texts
          .slice(0, 2)
          .map(
            (text) =>
              ({ type: 'SubmitDisputeEvidence', id: d.id, reasons, text, files }) as Command,
          );
      });
  },
};
