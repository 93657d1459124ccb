/** /api/PTOrder/list requests per second next to a bare Fastify route, in the same run. */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchStudent, startBenchServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

/** Requests per second, p99 and errors of a POST route under autocannon (10 connections). */
export const load = async (url: string, body: string, headers: Record<string, string>) => {
  const r = await autocannon({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
};

export const benchApi = async () => {
  const { url: base, close } = await startBenchServer();
  const { token, userCaseID } = await benchStudent(base, 'aliexpress-merge-gift');

  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 'success', message: '', data: { ok: true } }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const list = await load(
    `${base}/api/PTOrder/list`,
    JSON.stringify({ userCaseID, page: 1, limit: 20 }),
    { authorization: `Bearer ${token}` },
  );
  const plain = await load(`${bareBase}/bare`, '{}', {});
  await bare.close();
  await close();
  return { list, bare: plain, ratio: list.rps / plain.rps };
};
