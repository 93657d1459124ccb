/**
 * /api/PTFeedback/list (store reviews, page 1, with the store's metrics) requests per second on
 * `amazon-feedback-removal`, next to a bare Fastify route in the same run (the shape of api-list.ts).
 */
import Fastify from 'fastify';
import { load } from './api-list.ts';
import { benchStudent, startBenchServer } from './server.ts';

export const benchFeedbackList = async () => {
  const { url: base, close } = await startBenchServer();
  const { token, userCaseID } = await benchStudent(base, 'amazon-feedback-removal');
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 'success', message: '', data: { ok: true } }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  const list = await load(
    `${base}/api/PTFeedback/list`,
    JSON.stringify({ userCaseID, kind: 'store', page: 1, limit: 20 }),
    { authorization: `Bearer ${token}` },
  );
  const plain = await load(`${bareBase}/bare`, '{}', {});
  await bare.close();
  await close();
  return { list, bare: plain, ratio: list.rps / plain.rps };
};
