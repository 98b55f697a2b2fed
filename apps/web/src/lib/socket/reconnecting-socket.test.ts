import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ReconnectingSocket,
  type ReconnectingSocketOptions,
  SOCKET_NOT_CONNECTED,
} from './reconnecting-socket';
import { makeHarness } from './socket-test-fakes';

const setup = (options: Partial<ReconnectingSocketOptions> = {}) => {
  const harness = makeHarness();
  const socket = new ReconnectingSocket({
    url: 'ws://erp.test/socket',
    createSocket: harness.createSocket,
    logger: harness.logger,
    ...options,
  });
  return { ...harness, socket };
};

/** Fails the current connection attempt and lets the retry timer fire. */
const failAndWait = (harness: ReturnType<typeof setup>, ms: number): void => {
  harness.last().dropClose();
  vi.advanceTimersByTime(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ReconnectingSocket states', () => {
  it('starts disconnected and creates nothing until connect()', () => {
    const h = setup();
    expect(h.socket.state).toBe('disconnected');
    expect(h.sockets).toHaveLength(0);
  });

  it('goes connecting, then connected when the socket opens', () => {
    const h = setup();
    const states: string[] = [];
    h.socket.onStateChange((state) => states.push(state));
    h.socket.connect();
    expect(h.socket.state).toBe('connecting');
    expect(h.last().url).toBe('ws://erp.test/socket');
    h.last().acceptOpen();
    expect(h.socket.state).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('goes disconnected when the connection drops', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    h.last().dropClose();
    expect(h.socket.state).toBe('disconnected');
  });

  it('does not open a second connection when connect() is called again', () => {
    const h = setup();
    h.socket.connect();
    h.socket.connect();
    h.last().acceptOpen();
    h.socket.connect();
    expect(h.sockets).toHaveLength(1);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const h = setup();
    const states: string[] = [];
    const stop = h.socket.onStateChange((state) => states.push(state));
    h.socket.connect();
    stop();
    h.last().acceptOpen();
    expect(states).toEqual(['connecting']);
  });
});

describe('ReconnectingSocket retries', () => {
  it('retries after the default 5000 ms interval', () => {
    const h = setup();
    h.socket.connect();
    h.last().dropClose();
    vi.advanceTimersByTime(4999);
    expect(h.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.sockets).toHaveLength(2);
    expect(h.socket.state).toBe('connecting');
  });

  it('gives up after the default 5 attempts', () => {
    const h = setup();
    h.socket.connect();
    for (let attempt = 1; attempt <= 5; attempt += 1) failAndWait(h, 5000);
    expect(h.sockets).toHaveLength(6);
    h.last().dropClose();
    vi.advanceTimersByTime(60_000);
    expect(h.sockets).toHaveLength(6);
    expect(h.socket.state).toBe('disconnected');
  });

  it('honours a custom interval and attempt limit', () => {
    const h = setup({ reconnectIntervalMs: 1000, maxReconnectAttempts: 2 });
    h.socket.connect();
    failAndWait(h, 1000);
    failAndWait(h, 1000);
    failAndWait(h, 1000);
    expect(h.sockets).toHaveLength(3);
  });

  it('counts attempts afresh after a successful connection', () => {
    const h = setup({ maxReconnectAttempts: 2 });
    h.socket.connect();
    failAndWait(h, 5000);
    h.last().acceptOpen();
    failAndWait(h, 5000);
    failAndWait(h, 5000);
    expect(h.sockets).toHaveLength(4);
    failAndWait(h, 5000);
    expect(h.sockets).toHaveLength(4);
  });

  it('after giving up, logs and sends nothing on the next send but starts a new round', () => {
    const h = setup({ maxReconnectAttempts: 1 });
    h.socket.connect();
    failAndWait(h, 5000);
    h.last().dropClose();
    expect(h.sockets).toHaveLength(2);

    expect(h.socket.send({ kind: 'ping' })).toBe(false);
    expect(h.logger.warn).toHaveBeenCalledWith(SOCKET_NOT_CONNECTED);
    expect(h.sockets).toHaveLength(3);
    expect(h.socket.state).toBe('connecting');
    expect(h.socket.queuedCount).toBe(0);

    h.last().acceptOpen();
    expect(h.last().sent).toEqual([]);
  });

  it('retries when creating the socket itself throws', () => {
    let calls = 0;
    const h = setup();
    const socket = new ReconnectingSocket({
      url: 'ws://erp.test/socket',
      logger: h.logger,
      createSocket: (url) => {
        calls += 1;
        if (calls === 1) throw new Error('bad address');
        return h.createSocket(url);
      },
    });
    socket.connect();
    expect(socket.state).toBe('disconnected');
    expect(h.logger.error).toHaveBeenCalledWith('Socket connection failed', expect.any(Error));
    vi.advanceTimersByTime(5000);
    expect(h.sockets).toHaveLength(1);
  });
});

describe('ReconnectingSocket sending', () => {
  it('sends objects as JSON and text as it is', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    expect(h.socket.send({ type: 'location', lat: 37.5 })).toBe(true);
    expect(h.socket.send('plain')).toBe(true);
    expect(h.last().sent).toEqual(['{"type":"location","lat":37.5}', 'plain']);
  });

  it('queues messages sent while connecting and sends them in order once open', () => {
    const h = setup();
    h.socket.connect();
    expect(h.socket.send('a')).toBe(true);
    expect(h.socket.send('b')).toBe(true);
    expect(h.socket.queuedCount).toBe(2);
    h.last().acceptOpen();
    expect(h.last().sent).toEqual(['a', 'b']);
    expect(h.socket.queuedCount).toBe(0);
  });

  it('queues messages sent while a retry is pending', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    h.last().dropClose();
    h.socket.send('while down');
    vi.advanceTimersByTime(5000);
    h.last().acceptOpen();
    expect(h.last().sent).toEqual(['while down']);
  });

  it('queues a message sent while a connected socket is already closing', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    h.last().readyState = 2;
    expect(h.socket.send('late')).toBe(true);
    expect(h.socket.queuedCount).toBe(1);
  });

  it('keeps every message by default, however many', () => {
    const h = setup();
    h.socket.connect();
    for (let n = 0; n < 1000; n += 1) h.socket.send(String(n));
    h.last().acceptOpen();
    expect(h.last().sent).toHaveLength(1000);
    expect(h.last().sent[0]).toBe('0');
    expect(h.last().sent[999]).toBe('999');
  });

  it('drops the oldest queued message by default when a limit is set', () => {
    const h = setup({ queue: { maxSize: 2 } });
    h.socket.connect();
    h.socket.send('a');
    h.socket.send('b');
    expect(h.socket.send('c')).toBe(true);
    h.last().acceptOpen();
    expect(h.last().sent).toEqual(['b', 'c']);
  });

  it('drops the newest message under a drop-newest policy', () => {
    const h = setup({ queue: { maxSize: 2, drop: 'drop-newest' } });
    h.socket.connect();
    h.socket.send('a');
    h.socket.send('b');
    expect(h.socket.send('c')).toBe(false);
    expect(h.logger.warn).toHaveBeenCalled();
    h.last().acceptOpen();
    expect(h.last().sent).toEqual(['a', 'b']);
  });

  it('logs and sends nothing when never connected', () => {
    const h = setup();
    expect(h.socket.send('hello')).toBe(false);
    expect(h.logger.warn).toHaveBeenCalledWith(SOCKET_NOT_CONNECTED);
    expect(h.sockets).toHaveLength(0);
    expect(h.socket.queuedCount).toBe(0);
  });

  it('logs a failed send instead of throwing', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    h.last().failSends = true;
    expect(() => h.socket.send('x')).not.toThrow();
    expect(h.socket.send('x')).toBe(false);
    expect(h.logger.error).toHaveBeenCalledWith('Socket send failed', expect.any(Error));
  });

  it('logs a message that cannot become JSON instead of throwing', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(h.socket.send(circular)).toBe(false);
    expect(h.socket.send(undefined)).toBe(false);
    expect(h.logger.error).toHaveBeenCalledTimes(2);
    expect(h.last().sent).toEqual([]);
  });
});

describe('ReconnectingSocket receiving', () => {
  it('hands parsed JSON to every listener', () => {
    const h = setup();
    const first = vi.fn();
    const second = vi.fn();
    h.socket.onMessage(first);
    h.socket.onMessage(second);
    h.socket.connect();
    h.last().acceptOpen();
    h.last().receive('{"orderCode":"O20261121-0001"}');
    expect(first).toHaveBeenCalledWith({ orderCode: 'O20261121-0001' });
    expect(second).toHaveBeenCalledWith({ orderCode: 'O20261121-0001' });
  });

  it('logs a message that is not JSON and tells no listener', () => {
    const h = setup();
    const listener = vi.fn();
    h.socket.onMessage(listener);
    h.socket.connect();
    h.last().acceptOpen();
    expect(() => h.last().receive('not json')).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
    expect(h.logger.error).toHaveBeenCalledWith('Socket message parse failed', expect.any(SyntaxError));
  });

  it('logs a listener that throws and still tells the others', () => {
    const h = setup();
    const after = vi.fn();
    h.socket.onMessage(() => {
      throw new Error('boom');
    });
    h.socket.onMessage(after);
    h.socket.connect();
    h.last().acceptOpen();
    expect(() => h.last().receive('1')).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(h.logger.error).toHaveBeenCalledWith('Socket message handler failed', expect.any(Error));
  });

  it('ignores events from a socket it has replaced', () => {
    const h = setup();
    const listener = vi.fn();
    h.socket.onMessage(listener);
    h.socket.connect();
    const old = h.last();
    old.acceptOpen();
    old.dropClose();
    vi.advanceTimersByTime(5000);
    old.receive('"stale"');
    old.dropClose();
    expect(listener).not.toHaveBeenCalled();
    expect(h.socket.state).toBe('connecting');
  });
});

describe('ReconnectingSocket close', () => {
  it('closes the socket and never reconnects', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    h.socket.close();
    expect(h.last().closeCalls).toBe(1);
    expect(h.socket.state).toBe('disconnected');
    h.last().dropClose();
    vi.advanceTimersByTime(60_000);
    expect(h.sockets).toHaveLength(1);
  });

  it('cancels a pending retry', () => {
    const h = setup();
    h.socket.connect();
    h.last().dropClose();
    h.socket.close();
    vi.advanceTimersByTime(60_000);
    expect(h.sockets).toHaveLength(1);
  });

  it('refuses sends after close without reconnecting', () => {
    const h = setup();
    h.socket.connect();
    h.last().acceptOpen();
    h.socket.close();
    expect(h.socket.send('x')).toBe(false);
    expect(h.logger.warn).toHaveBeenCalledWith(SOCKET_NOT_CONNECTED);
    expect(h.sockets).toHaveLength(1);
  });

  it('can connect again after close', () => {
    const h = setup();
    h.socket.connect();
    h.socket.close();
    h.socket.connect();
    expect(h.sockets).toHaveLength(2);
    expect(h.socket.state).toBe('connecting');
  });
});
