/**
 * Every module's list route in requests per second on a fresh attempt of one of its cases, each
 * next to a bare Fastify route measured right after it in the same run (the shape of
 * api-list.ts), and the ratio list/bare per module (issue 23 §10 asks for at least 0.35).
 * `node bench/module-list.ts` runs these alone; `npm run bench` runs them with the rest.
 */
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import type { ModuleKey } from '../schemas/modules.ts';
import { load } from './api-list.ts';
import { benchStudent, startBenchServer } from './server.ts';

type ModuleList = {
  module: ModuleKey;
  name: string;
  caseId: string;
  path: string;
  body: object;
};

/** One list per module: the case it is measured on and the page it asks for. */
export const MODULE_LISTS: readonly ModuleList[] = [
  {
    module: 'orders',
    name: '/api/PTOrder/list (aliexpress-merge-gift, page 1)',
    caseId: 'aliexpress-merge-gift',
    path: '/api/PTOrder/list',
    body: { page: 1, limit: 20 },
  },
  {
    module: 'warehouse',
    name: '/api/PTStorage/list (temu-stock-count, page 1)',
    caseId: 'temu-stock-count',
    path: '/api/PTStorage/list',
    body: { page: 1, limit: 20 },
  },
  {
    module: 'afterSales',
    name: '/api/PTAfterSale/list (shopee-return-refund, three requests)',
    caseId: 'shopee-return-refund',
    path: '/api/PTAfterSale/list',
    body: { page: 1, limit: 20 },
  },
  {
    module: 'customers',
    name: '/api/PTCustomer/List (alibaba-blacklist-buyer, with totals from orders)',
    caseId: 'alibaba-blacklist-buyer',
    path: '/api/PTCustomer/List',
    body: { page: 1, limit: 20 },
  },
  {
    module: 'mail',
    name: '/api/PTMail/List (amazon-late-parcel, inbox)',
    caseId: 'amazon-late-parcel',
    path: '/api/PTMail/List',
    body: { box: 'inbox', page: 1, limit: 20 },
  },
  {
    module: 'chat',
    name: '/api/PTChat/CustomerList (temu-chat-address)',
    caseId: 'temu-chat-address',
    path: '/api/PTChat/CustomerList',
    body: {},
  },
  {
    module: 'feedback',
    name: '/api/PTFeedback/list (store reviews of amazon-feedback-removal, page 1, with metrics)',
    caseId: 'amazon-feedback-removal',
    path: '/api/PTFeedback/list',
    body: { kind: 'store', page: 1, limit: 20 },
  },
  {
    module: 'claim',
    name: '/api/PTClaimant/list (shopee-claim-logistics, no claim yet: the add form’s lists)',
    caseId: 'shopee-claim-logistics',
    path: '/api/PTClaimant/list',
    body: { page: 1, limit: 20 },
  },
  {
    module: 'dispute',
    name: '/api/PTDispute/list (shopee-dispute-wrong-item, three open disputes with countdowns)',
    caseId: 'shopee-dispute-wrong-item',
    path: '/api/PTDispute/list',
    body: { page: 1, limit: 20 },
  },
  {
    module: 'questionnaire',
    name: '/api/PTQuestion/list (independent-survey-satisfaction, no questionnaire yet)',
    caseId: 'independent-survey-satisfaction',
    path: '/api/PTQuestion/list',
    body: { page: 1, limit: 20 },
  },
];

export type ModuleListResult = ModuleList & {
  list: Awaited<ReturnType<typeof load>>;
  bare: Awaited<ReturnType<typeof load>>;
  ratio: number;
  /** The 1-minute load average when the pair was measured. */
  load: number;
};

/** One module's list next to the bare route, on a server of its own. */
export const benchModuleList = async (caseId: string, path: string, body: object) => {
  const { url: base, close } = await startBenchServer();
  const { token, userCaseID } = await benchStudent(base, caseId);
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 'success', message: '', data: { ok: true } }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  const list = await load(`${base}${path}`, JSON.stringify({ userCaseID, ...body }), {
    authorization: `Bearer ${token}`,
  });
  const plain = await load(`${bareBase}/bare`, '{}', {});
  await bare.close();
  await close();
  return { list, bare: plain, ratio: list.rps / plain.rps };
};

/** Every module of MODULE_LISTS (or those named), one after another. */
export const benchModuleLists = async (only?: readonly string[]): Promise<ModuleListResult[]> => {
  const out: ModuleListResult[] = [];
  for (const m of MODULE_LISTS.filter((x) => !only?.length || only.includes(x.module))) {
    const r = await benchModuleList(m.caseId, m.path, m.body);
    out.push({ ...m, ...r, load: loadavg()[0] ?? 0 });
  }
  return out;
};

export const formatModuleLists = (results: readonly ModuleListResult[]): string[] => [
  ...results.map(
    (r) =>
      `${r.name}: ${r.list.rps} req/s, p99 ${r.list.p99} ms, errors ${r.list.errors} (SQLite, 10 connections); bare route in the same run ${r.bare.rps} req/s; ratio list/bare ${r.ratio.toFixed(2)} (load ${r.load.toFixed(1)})`,
  ),
  `module list ratio list/bare per module (target ≥ 0.35): ${results
    .map((r) => `${r.module} ${r.ratio.toFixed(2)}`)
    .join(', ')}`,
];

if (import.meta.main) {
  for (const line of formatModuleLists(await benchModuleLists(process.argv.slice(2))))
    process.stdout.write(`${line}\n`);
}
