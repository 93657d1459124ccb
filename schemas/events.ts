/** Every event type of an attempt stream and the schema of its data. */
import type { TSchema } from 'typebox';
import { AfterSaleEventData, type AfterSaleEvent } from './afterSales/domain.ts';
import { AttemptEventData, type AttemptEvent } from './attempt.ts';
import { CustomerEventData, type CustomerEvent } from './customers/domain.ts';
import { OrderEventData, type OrderEvent } from './orders/domain.ts';
import { PolicyEventData, type PolicyEvent } from './policies.ts';
import { StockEventData, type StockEvent } from './warehouse/domain.ts';

export const EVENT_DATA: Record<string, TSchema> = {
  ...AttemptEventData,
  ...OrderEventData,
  ...StockEventData,
  ...AfterSaleEventData,
  ...CustomerEventData,
  ...PolicyEventData,
};
export type DomainEvent =
  AttemptEvent | OrderEvent | StockEvent | AfterSaleEvent | CustomerEvent | PolicyEvent;
export type EventType = DomainEvent['type'];
