/** Every event type of an attempt stream and the schema of its data. */
import type { TSchema } from 'typebox';
import { AttemptEventData, type AttemptEvent } from './attempt.ts';
import { OrderEventData, type OrderEvent } from './orders.ts';

export const EVENT_DATA: Record<string, TSchema> = { ...AttemptEventData, ...OrderEventData };
export type DomainEvent = AttemptEvent | OrderEvent;
export type EventType = DomainEvent['type'];
