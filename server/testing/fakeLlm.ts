/**
 * A small server speaking the OpenAI chat-completions protocol, for tests of the second opinion:
 * it records each request and answers what the test's `reply` returns for it (a completion's
 * content, or a raw HTTP status and body).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] } & Record<string, unknown>;
};
export type FakeReply = string | { status: number; body: string };

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const fakeLlm = async (
  reply: (r: FakeRequest) => FakeReply | Promise<FakeReply>,
  listenPort = 0,
) => {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'POST') {
      // A readiness probe (the browser tests' runner waits on it).
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    void (async () => {
      const body = JSON.parse(await read(req)) as FakeRequest['body'];
      const r: FakeRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      };
      requests.push(r);
      const out = await reply(r);
      if (typeof out !== 'string') {
        res.writeHead(out.status, { 'content-type': 'application/json' }).end(out.body);
        return;
      }
      const completion = {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        model: `${body.model}-fake`,
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: out } },
        ],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    })();
  });
  await new Promise<void>((ok) => server.listen(listenPort, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
};
