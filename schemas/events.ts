/** Every event type of an attempt stream and the schema of its data: the attempt's own, the
 * policy timers', and each module's (schemas/modules.ts). */
import type { TSchema } from 'typebox';
import { AttemptEventData, type AttemptEvent } from './attempt.ts';
import { MODULE_EVENT_DATA, type ModuleEvent } from './modules.ts';
import { PolicyEventData, type PolicyEvent } from './policies.ts';

export const EVENT_DATA: Record<string, TSchema> = {
  ...AttemptEventData,
  ...MODULE_EVENT_DATA,
  ...PolicyEventData,
};
export type DomainEvent = AttemptEvent | ModuleEvent | PolicyEvent;
export type EventType = DomainEvent['type'];
