import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_SOCKET_PRESET,
  connectChatSocket,
  connectDriverSocket,
  DRIVER_SOCKET_PRESET,
  USER_ID_REQUIRED,
} from './socket-presets';
import { makeHarness } from './socket-test-fakes';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const driverUrl = (userId: string): string => `ws://erp.test/delivery/${encodeURIComponent(userId)}`;

type Harness = ReturnType<typeof makeHarness>;

const connectDriver = (h: Harness, userId: string | null | undefined, queue?: { maxSize: number }) =>
  connectDriverSocket({ userId, urlFor: driverUrl, createSocket: h.createSocket, logger: h.logger, queue });

const connectChat = (h: Harness, userId: string, urlFor: (userId: string, loginTime: string) => string) =>
  connectChatSocket({
    userId,
    loginTime: '20261121093000',
    urlFor,
    createSocket: h.createSocket,
    logger: h.logger,
  });

describe('driver socket', () => {
  it('refuses to connect without a user id', () => {
    for (const userId of [undefined, null, '', '   ']) {
      const h = makeHarness();
      const socket = connectDriver(h, userId);
      expect(socket).toBeNull();
      expect(h.logger.error).toHaveBeenCalledWith(USER_ID_REQUIRED);
      expect(h.sockets).toHaveLength(0);
    }
  });

  it("connects to the user's channel at once", () => {
    const h = makeHarness();
    const socket = connectDriver(h, '기사01');
    expect(socket?.state).toBe('connecting');
    expect(h.last().url).toBe('ws://erp.test/delivery/%EA%B8%B0%EC%82%AC01');
  });

  it('retries every 3000 ms', () => {
    const h = makeHarness();
    connectDriver(h, 'd1');
    h.last().dropClose();
    vi.advanceTimersByTime(2999);
    expect(h.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.sockets).toHaveLength(2);
  });

  it('queues at most 100 messages and drops the newest beyond that', () => {
    const h = makeHarness();
    const socket = connectDriver(h, 'd1');
    for (let n = 1; n <= 100; n += 1) expect(socket?.send(n)).toBe(true);
    expect(socket?.send(101)).toBe(false);
    h.last().acceptOpen();
    expect(h.last().sent).toHaveLength(100);
    expect(h.last().sent[0]).toBe('1');
    expect(h.last().sent[99]).toBe('100');
  });

  it('keeps the preset drop rule when only the queue size is overridden', () => {
    const h = makeHarness();
    const socket = connectDriver(h, 'd1', { maxSize: 1 });
    socket?.send('first');
    expect(socket?.send('second')).toBe(false);
    h.last().acceptOpen();
    expect(h.last().sent).toEqual(['first']);
  });
});

describe('chat socket', () => {
  it('uses the same 3000 ms, 100-message, drop-newest preset as the driver socket', () => {
    expect(CHAT_SOCKET_PRESET).toEqual({
      reconnectIntervalMs: 3000,
      queue: { maxSize: 100, drop: 'drop-newest' },
    });
    expect(DRIVER_SOCKET_PRESET).toEqual(CHAT_SOCKET_PRESET);
  });

  it('connects to the channel keyed by user id and login time', () => {
    const h = makeHarness();
    const socket = connectChat(
      h,
      'admin',
      (userId, loginTime) => `ws://erp.test/chat/${userId}/${loginTime}`,
    );
    expect(socket?.state).toBe('connecting');
    expect(h.last().url).toBe('ws://erp.test/chat/admin/20261121093000');
  });

  it('refuses to connect without a user id', () => {
    const h = makeHarness();
    const socket = connectChat(h, '', () => 'ws://erp.test/chat');
    expect(socket).toBeNull();
    expect(h.logger.error).toHaveBeenCalledWith(USER_ID_REQUIRED);
  });
});
