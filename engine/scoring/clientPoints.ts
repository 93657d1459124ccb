/**
 * The tracking points a page of the browser may report (RecordClientPoint): the case's client
 * points on that page, with the source id the browser sends (-1 when the rule names none).
 * Business points are scored from events and stay hidden until the analysis.
 */
import type { PointItem } from '../../schemas/api/practice.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export const clientPointsOf = (scenario: Pick<Scenario, 'scoring'>, page: string): PointItem[] =>
  scenario.scoring
    .filter((r) => r.source === 'client' && r.page === page)
    .map((r) => ({ pointID: r.point, sourceID: r.sourceID ?? -1, content: r.content }));
