/**
 * /api/PTMail/List requests per second on an attempt holding 2,000 sent mails (half to the
 * scripted buyer, half to the other buyer, put in through /api/PTMail/Send), next to a bare
 * Fastify route in the same run (the shape of api-list.ts).
 */
import Fastify from 'fastify';
import { load } from './api-list.ts';
import { benchStudent, startBenchServer } from './server.ts';

const CASE = 'amazon-late-parcel';
export const MAILS = 2_000;
/** Sends in flight at once (the server runs one attempt's commands one after another). */
const BATCH = 10;

const ANNA = 'anna.schmidt@example.com';
const MARCUS = 'm.reed@example.com';
const ORDER = '113-5520193-7781';
const LINES = [
  'we are checking the status of your parcel with the carrier and will update you shortly.',
  'your aroma diffuser left our warehouse on March 3 and is on its way.',
  'the carrier reports a short delay because of the weather this week.',
  'I have asked our logistics team to look into the delivery scan history today.',
  'thank you for your patience; we will write again as soon as we hear more.',
];

/** The i-th mail: to the scripted buyer (Anna) and the other buyer (Marcus) in turn. */
const mail = (i: number) =>
  i % 2 === 0
    ? {
        type: 'SendMail',
        to: [ANNA],
        store: 'us1',
        subject: i === 0 ? `Re: Where is my order ${ORDER}?` : `Your order ${ORDER}: update ${i}`,
        body: `Hello Anna, ${LINES[i % LINES.length]} (ref ${i}) Best regards, Sunny Home US`,
        ...(i === 0 ? { replyTo: 'm1' } : {}),
      }
    : {
        type: 'SendMail',
        to: [MARCUS],
        store: 'us1',
        subject: `Re: Thanks! (${i})`,
        body: `Hi Marcus, glad you like the oil set! ${LINES[i % LINES.length]} (ref ${i})`,
        replyTo: 'm2',
      };

export const benchMailList = async () => {
  const { url: base, close } = await startBenchServer();
  const { token, userCaseID } = await benchStudent(base, CASE);
  const post = async (path: string, body: object) => {
    const r = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { code: r.status, json: (await r.json()) as { message: string; data: never } };
  };

  const t0 = performance.now();
  let refused = 0;
  for (let i = 0; i < MAILS; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, MAILS - i) }, (_, k) =>
      post('/api/PTMail/Send', { userCaseID, command: mail(i + k) }),
    );
    for (const r of await Promise.all(batch)) if (r.code !== 200) refused += 1;
  }
  const fillMs = performance.now() - t0;
  const body = { userCaseID, box: 'sent', page: 1, limit: 20 };
  const first = (await post('/api/PTMail/List', body)).json.data as {
    total: number;
    list: unknown[];
    boxes: Record<string, number>;
  };

  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 'success', message: '', data: { ok: true } }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const list = await load(`${base}/api/PTMail/List`, JSON.stringify(body), {
    authorization: `Bearer ${token}`,
  });
  const plain = await load(`${bareBase}/bare`, '{}', {});
  await bare.close();
  await close();
  return {
    list,
    bare: plain,
    ratio: list.rps / plain.rps,
    /** Mails in the sent box (what the list pages through), rows on page 1, all boxes. */
    sent: first.total,
    rows: first.list.length,
    boxes: first.boxes,
    refused,
    fillMs,
  };
};
