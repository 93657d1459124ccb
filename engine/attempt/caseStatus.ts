/**
 * A case's status in the student's case list, from their latest attempt that was not reset: not
 * started without one, submitted once it was handed in, in progress otherwise.
 */
import type { CaseListItem } from '../../schemas/api/practice.ts';

export const caseStatus = (latest: { status: string } | undefined): CaseListItem['status'] =>
  !latest ? 'notStarted' : latest.status === 'submitted' ? 'submitted' : 'inProgress';
