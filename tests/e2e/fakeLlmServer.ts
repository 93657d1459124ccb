/**
 * The language model of the browser tests: a fake speaking the chat-completions protocol on
 * CBSIM_E2E_LLM_PORT. It reads the criteria the prompt lists ("- name: …") and the points, and
 * answers as a strict lead would of a short reply: every criterion met except length, two points
 * less than the full score.
 */
import { fakeLlm } from '../../server/testing/fakeLlm.ts';

const port = Number(process.env.CBSIM_E2E_LLM_PORT);
await fakeLlm((r) => {
  const prompt = r.body.messages.at(-1)?.content ?? '';
  const points = Number(/^Points: (-?\d+)/m.exec(prompt)?.[1] ?? 0);
  const criteria = [...prompt.matchAll(/^- (\w+): /gm)].map((m) => m[1]!);
  return JSON.stringify({
    criteria: criteria.map((criterion) =>
      criterion === 'length'
        ? { criterion, ok: false, reason: 'Too short for a mail: the dates need a sentence each.' }
        : { criterion, ok: true, reason: 'Met.' },
    ),
    earned: Math.max(0, points - 2),
    summary: 'A polite, correct answer that is too brief for a mail.',
  });
}, port);
process.stdout.write(`fake language model on ${port}\n`);
