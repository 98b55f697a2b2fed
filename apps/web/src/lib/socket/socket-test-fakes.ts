import { vi } from 'vitest';
import type { SocketLogger, WebSocketLike } from './reconnecting-socket';

// A stand-in for the browser WebSocket that the test drives by hand: it opens, fails and
// receives only when told to, so every reconnect step can be checked under fake timers.
export class FakeWebSocket implements WebSocketLike {
  readyState: WebSocket['readyState'] = 0;
  readonly sent: string[] = [];
  failSends = false;
  closeCalls = 0;
  onopen: WebSocket['onopen'] = null;
  onclose: WebSocket['onclose'] = null;
  onerror: WebSocket['onerror'] = null;
  onmessage: WebSocket['onmessage'] = null;

  constructor(readonly url: string) {}

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (this.failSends) throw new Error('send failed');
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(String(data));
  }

  close(): void {
    this.closeCalls += 1;
    this.readyState = 2;
  }

  /** The server accepted the connection. */
  acceptOpen(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, {} as Event);
  }

  /** The connection failed or dropped. */
  dropClose(): void {
    this.readyState = 3;
    this.onerror?.call(this as unknown as WebSocket, {} as Event);
    this.onclose?.call(this as unknown as WebSocket, {} as CloseEvent);
  }

  receive(data: string): void {
    this.onmessage?.call(this as unknown as WebSocket, { data } as MessageEvent);
  }
}

export const makeHarness = () => {
  const sockets: FakeWebSocket[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() } satisfies SocketLogger;
  const createSocket = (url: string): FakeWebSocket => {
    const socket = new FakeWebSocket(url);
    sockets.push(socket);
    return socket;
  };
  const last = (): FakeWebSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  };
  return { sockets, logger, createSocket, last };
};
