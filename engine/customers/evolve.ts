/** The customers module's evolve: folds its events (and the others it reacts to) into its slice. */
import type { Envelope } from '../core/envelope.ts';
import type { CustomersState } from './state.ts';
import { othersOnly } from '../kit.ts';

/** The customers slice: its own events, and buyers that arrive with imported orders. */
export const evolveCustomers = (draft: CustomersState, event: Envelope): void => {
  switch (event.type) {
    case 'CustomerCreated': {
      const position = Object.keys(draft.byId).length;
      draft.byId[event.data.id] = {
        ...event.data,
        status: 'normal',
        blacklistReason: '',
        deleted: false,
        position,
      };
      draft.created += 1;
      return;
    }
    case 'CustomerModified': {
      const c = draft.byId[event.data.id];
      if (!c) return;
      const { id: _id, ...fields } = event.data;
      Object.assign(c, fields);
      return;
    }
    case 'CustomerDeleted': {
      const c = draft.byId[event.data.id];
      if (c) c.deleted = true;
      return;
    }
    case 'CustomerBlacklisted': {
      const c = draft.byId[event.data.id];
      if (!c) return;
      c.status = 'blacklist';
      c.blacklistReason = event.data.reason;
      return;
    }
    case 'CustomerUnblacklisted': {
      const c = draft.byId[event.data.id];
      if (!c) return;
      c.status = 'normal';
      c.blacklistReason = '';
      return;
    }
    case 'OrdersImported':
      for (const b of event.data.newBuyers) {
        draft.byId[b.id] = {
          ...b,
          contact: '',
          details: '',
          status: 'normal',
          blacklistReason: '',
          deleted: false,
          position: Object.keys(draft.byId).length,
        };
      }
      return;
    default:
      return othersOnly('customers', event.type);
  }
};
