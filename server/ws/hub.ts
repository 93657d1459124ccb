/**
 * Fans out an attempt's new events to the websockets watching it, and closes the sockets of a
 * session that ended: at logout and password change (endSessions), and at expiry — checked at
 * each push (absolute expiry at once; past the idle limit the session is looked up again) and
 * by sweep(), which app.ts runs on a timer (it also catches logouts on other instances).
 * A new socket's pushes are held until its replay is sent (release), so none is lost or doubled.
 */
import { WS_CLOSE, type ServerMessage } from '../../schemas/api/ws.ts';

export type Subscriber = { send(text: string): void; close(code: number, reason: string): void };

/** The session a socket said hello with, and when it ends unless it is used. */
export type SocketSession = { tokenHash: string; userId: string; deadline: number };

/** Looks a session up again: its new deadline, or null when it has ended. */
export type SessionCheck = (tokenHash: string) => Promise<number | null>;

export type SessionEnd = 'loggedOut' | 'expired' | 'passwordChanged';
export const sessionEndKey = (why: SessionEnd) => `user.sessionEnded.${why}`;

/**
 * A socket's place in its channel. Pushes wait until `release` sends the replay and welcome;
 * then the pushed events at or below the replayed version are dropped (the replay had them).
 */
export type Subscription = {
  release(first: ServerMessage[], replayedVersion: number): void;
  unsubscribe(): void;
};

type Entry = {
  attemptId: string;
  socket: Subscriber;
  session: SocketSession;
  /** Pushes held until the replay is sent; null once released. */
  held: ServerMessage[] | null;
  /** Highest event version the replay sent: older pushed events are dropped. */
  floor: number;
};

/**
 * The message without the events at or below `floor`; null when none is left. A part of a batch
 * goes without the batch's list changes (they describe the whole batch): the client reloads.
 */
export const newerThan = (message: ServerMessage, floor: number): ServerMessage | null => {
  if (message.type !== 'events') return message;
  const events = message.events.filter((e) => e.version > floor);
  if (events.length === message.events.length) return message;
  const { lists: _, ...rest } = message;
  return events.length > 0 ? { ...rest, events } : null;
};

export class Hub {
  private readonly channels = new Map<string, Set<Entry>>();
  private readonly now: () => Date;
  private readonly check: SessionCheck;

  constructor(opts: { now: () => Date; check: SessionCheck }) {
    this.now = opts.now;
    this.check = opts.check;
  }

  /** Joins the attempt's channel at once; pushes are held until the subscription is released. */
  subscribe(attemptId: string, socket: Subscriber, session: SocketSession): Subscription {
    let set = this.channels.get(attemptId);
    if (!set) this.channels.set(attemptId, (set = new Set()));
    const entry: Entry = { attemptId, socket, session: { ...session }, held: [], floor: 0 };
    set.add(entry);
    return {
      release: (first, replayedVersion) => {
        for (const m of first) socket.send(JSON.stringify(m));
        const held = entry.held ?? [];
        entry.held = null;
        entry.floor = replayedVersion;
        for (const m of held) this.deliver(entry, m);
      },
      unsubscribe: () => this.drop(entry),
    };
  }

  /** Sends a push to one socket: held before release, without the events the replay sent. */
  private deliver(entry: Entry, message: ServerMessage, text?: string) {
    if (entry.held) return void entry.held.push(message);
    const fresh = newerThan(message, entry.floor);
    if (fresh) entry.socket.send(fresh === message && text ? text : JSON.stringify(fresh));
  }

  private drop(entry: Entry) {
    const set = this.channels.get(entry.attemptId);
    if (!set) return;
    set.delete(entry);
    if (set.size === 0) this.channels.delete(entry.attemptId);
  }

  private end(entry: Entry, why: SessionEnd) {
    this.drop(entry);
    const key = sessionEndKey(why);
    const message: ServerMessage = { type: 'error', messageKey: key };
    entry.socket.send(JSON.stringify(message));
    entry.socket.close(WS_CLOSE.sessionEnded, key);
  }

  private entries(): Entry[] {
    return [...this.channels.values()].flatMap((set) => [...set]);
  }

  /**
   * Sends to every socket of the attempt whose session is still alive. A socket past its
   * session's deadline is closed (expired) or, if the session was used meanwhile, sent to
   * after the session is looked up again; the promise settles when those lookups are done.
   */
  publish(attemptId: string, message: ServerMessage): Promise<void> {
    const set = this.channels.get(attemptId);
    if (!set) return Promise.resolve();
    const text = JSON.stringify(message);
    const now = this.now().getTime();
    const later: Promise<void>[] = [];
    for (const entry of [...set]) {
      if (now < entry.session.deadline) this.deliver(entry, message, text);
      else
        later.push(
          this.recheck(entry, now).then((alive) => {
            if (alive) this.deliver(entry, message, text);
          }),
        );
    }
    return Promise.all(later).then(() => undefined);
  }

  /** Looks the entry's session up again; closes the socket if it ended. True if alive. */
  private async recheck(entry: Entry, now: number): Promise<boolean> {
    const deadline = await this.check(entry.session.tokenHash).catch(() => entry.session.deadline);
    if (deadline === null || now >= deadline) {
      this.end(entry, 'expired');
      return false;
    }
    entry.session.deadline = deadline;
    return true;
  }

  /**
   * Closes the sockets of sessions that ended elsewhere (an expiry, a logout on another
   * instance): each session is looked up once. Returns how many sockets were closed.
   */
  async sweep(): Promise<number> {
    const now = this.now().getTime();
    const byToken = Map.groupBy(this.entries(), (e) => e.session.tokenHash);
    let closed = 0;
    for (const [tokenHash, entries] of byToken) {
      const deadline = await this.check(tokenHash).catch(() => undefined);
      if (deadline === undefined) continue; // storage unreachable: try again next sweep
      for (const entry of entries) {
        // A session gone from storage expired or was logged out on another instance.
        if (deadline === null || now >= deadline) {
          this.end(entry, 'expired');
          closed += 1;
        } else {
          entry.session.deadline = deadline;
        }
      }
    }
    return closed;
  }

  /** Closes the sockets of sessions that just ended here (logout, password change). */
  endSessions(match: (s: SocketSession) => boolean, why: SessionEnd): number {
    const ended = this.entries().filter((e) => match(e.session));
    for (const entry of ended) this.end(entry, why);
    return ended.length;
  }

  count(attemptId: string): number {
    return this.channels.get(attemptId)?.size ?? 0;
  }
}
