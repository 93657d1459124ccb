/**
 * A module's list endpoint in requests per second on a fresh attempt of one of its cases, next to
 * a bare Fastify route in the same run (the shape of api-list.ts): feedback, claims, disputes,
 * questionnaires.
 */
import Fastify from 'fastify';
import { load } from './api-list.ts';
import { benchStudent, startBenchServer } from './server.ts';

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

export const MODULE_LISTS = [
  {
    name: '/api/PTFeedback/list (store reviews of amazon-feedback-removal, page 1, with metrics)',
    caseId: 'amazon-feedback-removal',
    path: '/api/PTFeedback/list',
    body: { kind: 'store', page: 1, limit: 20 },
  },
  {
    name: '/api/PTClaimant/list (shopee-claim-logistics, no claim yet: the add form’s lists)',
    caseId: 'shopee-claim-logistics',
    path: '/api/PTClaimant/list',
    body: { page: 1, limit: 20 },
  },
  {
    name: '/api/PTDispute/list (shopee-dispute-wrong-item, three open disputes with countdowns)',
    caseId: 'shopee-dispute-wrong-item',
    path: '/api/PTDispute/list',
    body: { page: 1, limit: 20 },
  },
  {
    name: '/api/PTQuestion/list (independent-survey-satisfaction, no questionnaire yet)',
    caseId: 'independent-survey-satisfaction',
    path: '/api/PTQuestion/list',
    body: { page: 1, limit: 20 },
  },
] as const;
