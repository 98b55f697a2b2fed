import type { RealtimeMessage } from './realtime-bus.js';

/** The part of a ws socket the hub uses, so the hub is tested without a network. */
export type SocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  ping: () => void;
  terminate: () => void;
  on: (event: 'pong' | 'close' | 'error', listener: () => void) => unknown;
};

const OPEN = 1;

type Entry = { accountId: number; token: string; alive: boolean };

/** This instance's open user channels: several tabs of one user each get every event. */
export class SocketHub {
  private readonly byAccount = new Map<number, Set<SocketLike>>();
  private readonly entries = new Map<SocketLike, Entry>();

  add(accountId: number, token: string, socket: SocketLike): void {
    const set = this.byAccount.get(accountId) ?? new Set<SocketLike>();
    set.add(socket);
    this.byAccount.set(accountId, set);
    this.entries.set(socket, { accountId, token, alive: true });
    socket.on('pong', () => {
      const entry = this.entries.get(socket);
      if (entry) entry.alive = true;
    });
    socket.on('close', () => this.remove(socket));
    socket.on('error', () => this.remove(socket));
  }

  remove(socket: SocketLike): void {
    const entry = this.entries.get(socket);
    if (!entry) return;
    this.entries.delete(socket);
    const set = this.byAccount.get(entry.accountId);
    set?.delete(socket);
    if (set && set.size === 0) this.byAccount.delete(entry.accountId);
  }

  get size(): number {
    return this.entries.size;
  }

  deliver(message: RealtimeMessage): number {
    const payload = JSON.stringify(message.event);
    let sent = 0;
    for (const accountId of message.accountIds) {
      for (const socket of this.byAccount.get(accountId) ?? []) {
        if (socket.readyState !== OPEN) continue;
        socket.send(payload);
        sent += 1;
      }
    }
    return sent;
  }

  /** Ends sockets that missed the last ping or whose session is gone; pings the rest. */
  async sweep(sessionValid: (token: string) => Promise<boolean>): Promise<void> {
    for (const [socket, entry] of [...this.entries]) {
      if (!entry.alive) {
        socket.terminate();
        this.remove(socket);
        continue;
      }
      let valid = false;
      try {
        valid = await sessionValid(entry.token);
      } catch {
        // A database hiccup is not a logout: keep the socket and look again next time.
        valid = true;
      }
      if (!valid) {
        socket.close(4401, 'session ended');
        this.remove(socket);
        continue;
      }
      entry.alive = false;
      socket.ping();
    }
  }

  closeAll(): void {
    for (const socket of this.entries.keys()) socket.close(1001, 'server shutting down');
    this.entries.clear();
    this.byAccount.clear();
  }
}
