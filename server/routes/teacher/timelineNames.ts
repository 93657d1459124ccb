/**
 * The names a timeline shows for the ids in events: buyers (the case's, and those the student
 * created or imported), stores, claim counterparties, the buyer behind an order or an after-sales
 * request, and questionnaire titles. Built from the scenario, then kept up to date event by event.
 */
import type { Envelope } from '../../../engine/index.ts';
import type { LocalText } from '../../../schemas/common.ts';
import type { Scenario } from '../../../schemas/scenario.ts';

export type Names = {
  buyer: (id: string | null | undefined) => string;
  store: (id: string | null | undefined) => string;
  /** A counterparty's name by language, or its id when the case has no such counterparty. */
  counterparty: (id: string) => LocalText | string;
  /** The buyer of an order or an after-sales request, by name; null when not known. */
  buyerOfOrder: (orderNo: string | null | undefined) => string | null;
  buyerOfAfterSale: (id: string) => string | null;
  questionnaire: (id: string) => string;
  /** Learns the names an event adds (a customer created, orders imported, a questionnaire). */
  learn: (e: Envelope) => void;
  /** Every buyer, store and counterparty id known so far, by name. */
  all: () => Record<string, string | LocalText>;
};

export const namesOf = (scenario: Scenario): Names => {
  const buyers = new Map(scenario.buyers.map((b) => [b.id, b.name]));
  const stores = new Map(scenario.stores.map((s) => [s.id, s.name]));
  const counterparties = new Map(
    (scenario.world.claims?.counterparties ?? []).map((c) => [c.id, c.name]),
  );
  const orderBuyer = new Map((scenario.world.orders ?? []).map((o) => [o.no, o.buyer]));
  const afterSaleOrder = new Map((scenario.world.afterSales ?? []).map((a) => [a.id, a.orderNo]));
  const questionnaires = new Map<string, string>();
  const buyer = (id: string | null | undefined) => (id ? (buyers.get(id) ?? id) : '');
  const buyerOfOrder = (orderNo: string | null | undefined) => {
    const id = orderNo ? orderBuyer.get(orderNo) : undefined;
    return id ? buyer(id) : null;
  };
  return {
    buyer,
    store: (id) => (id ? (stores.get(id) ?? id) : ''),
    counterparty: (id) => counterparties.get(id) ?? id,
    buyerOfOrder,
    buyerOfAfterSale: (id) => buyerOfOrder(afterSaleOrder.get(id)),
    questionnaire: (id) => questionnaires.get(id) ?? id,
    all: () => ({
      ...Object.fromEntries(counterparties),
      ...Object.fromEntries(stores),
      ...Object.fromEntries(buyers),
    }),
    learn: (e) => {
      switch (e.type) {
        case 'CustomerCreated':
          buyers.set(e.data.id, e.data.name);
          break;
        case 'CustomerModified':
          if (e.data.name) buyers.set(e.data.id, e.data.name);
          break;
        case 'OrdersImported':
          for (const b of e.data.newBuyers) buyers.set(b.id, b.name);
          for (const o of e.data.orders) orderBuyer.set(o.no, o.buyer);
          break;
        case 'OrderSplit': {
          const id = orderBuyer.get(e.data.orderNo);
          if (id) orderBuyer.set(e.data.newOrderNo, id);
          break;
        }
        case 'QuestionnaireCreated':
        case 'QuestionnaireEdited':
        case 'QuestionnaireStarted':
          questionnaires.set(e.data.id, e.data.title);
          break;
        default:
          break;
      }
    },
  };
};
