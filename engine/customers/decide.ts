/**
 * The customers module's decide: a command and the attempt → its events, or a rejection with a
 * message key.
 */
import type { CustomerCommand } from '../../schemas/customers/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { buyerHasOrders } from './allowed.ts';
import { isContact } from './contact.ts';
import { findCustomer, listedCustomers } from './state.ts';

const accountTaken = (ctx: DecideContext, platform: string, account: string, except?: string) =>
  listedCustomers(ctx.state.customers).some(
    (c) =>
      c.id !== except &&
      c.platform === platform &&
      c.account.toLowerCase() === account.trim().toLowerCase(),
  );

const hasOrders = (ctx: DecideContext, id: string) => buyerHasOrders(ctx.state, id);

/** A customer file belongs to a platform the case has a store on. */
const hasStore = (ctx: DecideContext, platform: string) =>
  ctx.scenario.stores.some((s) => s.platform === platform);

/** Decides a customer-management command: events, or a rejection with a message key. */
export const decideCustomers = (cmd: CustomerCommand, ctx: DecideContext): Decision => {
  switch (cmd.type) {
    case 'CreateCustomer': {
      const account = cmd.account.trim();
      const name = cmd.name.trim();
      if (!account || !name) return reject('customers.error.required');
      if (!hasStore(ctx, cmd.platform))
        return reject('customers.error.noStore', { platform: cmd.platform });
      if (!isContact(cmd.contact)) return reject('customers.error.badContact');
      if (accountTaken(ctx, cmd.platform, account))
        return reject('customers.error.duplicateAccount', { account });
      let n = ctx.state.customers.created + 1;
      while (ctx.state.customers.byId[`C${String(n).padStart(4, '0')}`]) n += 1;
      const { type: _type, ...fields } = cmd;
      return [
        {
          type: 'CustomerCreated',
          data: {
            ...fields,
            id: `C${String(n).padStart(4, '0')}`,
            account,
            name,
            contact: cmd.contact.trim(),
            details: cmd.details.trim(),
          },
        },
      ];
    }
    case 'ModifyCustomer': {
      const c = findCustomer(ctx.state.customers, cmd.id);
      if (!c) return reject('customers.error.notFound', { id: cmd.id });
      const { type: _type, id, ...fields } = cmd;
      const changed = Object.fromEntries(
        Object.entries(fields)
          .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
          .filter(([k, v]) => c[k as keyof typeof c] !== v),
      ) as typeof fields;
      if (changed.account === '' || changed.name === '') return reject('customers.error.required');
      if (Object.keys(changed).length === 0) return [];
      if (changed.platform !== undefined && !hasStore(ctx, changed.platform))
        return reject('customers.error.noStore', { platform: changed.platform });
      if (changed.contact !== undefined && !isContact(changed.contact))
        return reject('customers.error.badContact');
      if (accountTaken(ctx, changed.platform ?? c.platform, changed.account ?? c.account, id))
        return reject('customers.error.duplicateAccount', {
          account: changed.account ?? c.account,
        });
      return [{ type: 'CustomerModified', data: { id, ...changed } }];
    }
    case 'DeleteCustomer': {
      const c = findCustomer(ctx.state.customers, cmd.id);
      if (!c) return reject('customers.error.notFound', { id: cmd.id });
      if (hasOrders(ctx, c.id)) return reject('customers.error.hasOrders', { id: c.id });
      return [{ type: 'CustomerDeleted', data: { id: c.id } }];
    }
    case 'BlacklistCustomer': {
      const c = findCustomer(ctx.state.customers, cmd.id);
      if (!c) return reject('customers.error.notFound', { id: cmd.id });
      if (c.status === 'blacklist') return reject('customers.error.alreadyBlacklisted');
      return [{ type: 'CustomerBlacklisted', data: { id: c.id, reason: cmd.reason.trim() } }];
    }
    case 'UnblacklistCustomer': {
      const c = findCustomer(ctx.state.customers, cmd.id);
      if (!c) return reject('customers.error.notFound', { id: cmd.id });
      if (c.status !== 'blacklist') return reject('customers.error.notBlacklisted');
      return [{ type: 'CustomerUnblacklisted', data: { id: c.id } }];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
