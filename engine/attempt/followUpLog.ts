/**
 * The follow-up log of an attempt (the toolbox's log, spec 3, 5): adding, changing and deleting
 * items, checked against the spec's limits; each change is an event a case may score.
 */
import {
  LOG_ITEMS_MAX,
  LOG_LIMITS,
  type FollowUpLogCommand,
  type FollowUpLogItem,
  type SaveFollowUpLog,
} from '../../schemas/followUpLog.ts';
import { reject, type Decision } from '../core/envelope.ts';
import type { AttemptState } from './state.ts';

/** The log's items in the order written, and how many were ever added (the next id's number). */
export type FollowUpLogState = { items: FollowUpLogItem[]; added: number };
export const initialFollowUpLog = (): FollowUpLogState => ({ items: [], added: 0 });

const TEXT_FIELDS = ['logTime', 'customerInfo', 'orderInfo', 'detail'] as const;

/** The item a save command asks for (texts trimmed), or the key of what is wrong with it. */
const itemOf = (
  cmd: SaveFollowUpLog,
  id: string,
): { item: FollowUpLogItem } | { key: string; params: Record<string, string | number> } => {
  const texts = {
    logTime: (cmd.logTime ?? '').trim(),
    customerInfo: (cmd.customerInfo ?? '').trim(),
    orderInfo: (cmd.orderInfo ?? '').trim(),
    detail: cmd.detail.trim(),
  };
  for (const field of TEXT_FIELDS) {
    const max = LOG_LIMITS[field];
    if ([...texts[field]].length > max)
      return { key: 'attempt.log.error.tooLong', params: { field, max } };
  }
  if (!texts.detail) return { key: 'attempt.log.error.detailRequired', params: {} };
  return { item: { id, ...texts, kind: cmd.kind, isDone: cmd.isDone } };
};

const same = (a: FollowUpLogItem, b: FollowUpLogItem) =>
  (Object.keys(a) as (keyof FollowUpLogItem)[]).every((k) => a[k] === b[k]);

/** Decides a log command: refusals name the field and its limit; an unchanged save is no event. */
export const decideFollowUpLog = (cmd: FollowUpLogCommand, state: AttemptState): Decision => {
  const log = state.followUpLog;
  if (cmd.type === 'DeleteFollowUpLog') {
    if (!log.items.some((i) => i.id === cmd.id)) return reject('attempt.log.error.unknownItem');
    return [{ type: 'FollowUpLogDeleted', data: { id: cmd.id } }];
  }
  const before = cmd.id === undefined ? null : log.items.find((i) => i.id === cmd.id);
  if (before === undefined) return reject('attempt.log.error.unknownItem');
  if (!before && log.items.length >= LOG_ITEMS_MAX)
    return reject('attempt.log.error.full', { max: LOG_ITEMS_MAX });
  const checked = itemOf(cmd, before ? before.id : `L${log.added + 1}`);
  if ('key' in checked) return reject(checked.key, checked.params);
  if (before && same(before, checked.item)) return [];
  return [{ type: 'FollowUpLogSaved', data: { ...checked.item, isNew: !before } }];
};

type LogEvent =
  | { type: 'FollowUpLogSaved'; data: FollowUpLogItem & { isNew: boolean } }
  | { type: 'FollowUpLogDeleted'; data: { id: string } };

/** Folds a log event into the (draft) log. */
export const evolveFollowUpLog = (log: FollowUpLogState, event: LogEvent): void => {
  if (event.type === 'FollowUpLogDeleted') {
    log.items = log.items.filter((i) => i.id !== event.data.id);
    return;
  }
  const { isNew, ...item } = event.data;
  if (isNew) {
    log.items.push(item);
    log.added += 1;
    return;
  }
  const at = log.items.findIndex((i) => i.id === item.id);
  if (at >= 0) log.items[at] = item;
};
