/** Fans out an attempt's new events to the websockets watching it. */
import type { ServerMessage } from '../../schemas/api/ws.ts';

export type Subscriber = { send(text: string): void };

export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();

  subscribe(attemptId: string, s: Subscriber): () => void {
    let set = this.channels.get(attemptId);
    if (!set) this.channels.set(attemptId, (set = new Set()));
    set.add(s);
    return () => {
      set.delete(s);
      if (set.size === 0) this.channels.delete(attemptId);
    };
  }

  publish(attemptId: string, message: ServerMessage): void {
    const set = this.channels.get(attemptId);
    if (!set) return;
    const text = JSON.stringify(message);
    for (const s of set) s.send(text);
  }

  count(attemptId: string): number {
    return this.channels.get(attemptId)?.size ?? 0;
  }
}
