/**
 * POST /api/PracticeTraining/CurrencyRate {userCaseID, amount?, from?, to?}: the rates the
 * attempt's case uses (its own, else the imported ones, else the shipped snapshot) for the
 * calculator's currencies, null where the table has none; with amount, from and to, that
 * conversion (engine/rates/convert.ts; 400 rates.error.* on a bad amount or a missing currency).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALCULATOR_CURRENCIES, convert, RateError, ratesFor } from '../../engine/rates/convert.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import { CurrencyRateBody, CurrencyRateData } from '../../schemas/api/rates.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { ratesOfCase } from '../rates/current.ts';
import { ok } from './operate.ts';

export const ratesRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/CurrencyRate',
      {
        schema: {
          tags: ['PracticeTraining'],
          body: CurrencyRateBody,
          response: { 200: Envelope(CurrencyRateData) },
        },
      },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { scenario } = await ctx.attempts.load(attempt);
        const { table, origin } = await ratesOfCase(ctx.storage, scenario);
        const { amount, from, to } = req.body;
        const asked = [amount, from, to].filter((x) => x !== undefined).length;
        if (asked !== 0 && asked !== 3) throw badRequest('rates.error.incomplete');
        let conversion = null;
        if (amount !== undefined && from !== undefined && to !== undefined) {
          try {
            conversion = convert(table, amount, from, to);
          } catch (e) {
            throw e instanceof RateError ? badRequest(e.key, e.params) : e;
          }
        }
        return ok({
          date: table.date,
          source: table.source,
          origin,
          currencies: ratesFor(table, CALCULATOR_CURRENCIES),
          conversion,
        });
      },
    );
  };
