import type { RealtimeEvent } from '@erp/domain';
import { Redis } from 'ioredis';

/** An event for some accounts; each server instance delivers it to the sockets it holds. */
export type RealtimeMessage = { accountIds: number[]; event: RealtimeEvent };
export type RealtimeListener = (message: RealtimeMessage) => void;

export type RealtimeBus = {
  readonly kind: 'memory' | 'redis';
  /** Never throws: the event is already stored, and a client that misses it polls. */
  publish: (message: RealtimeMessage) => Promise<void>;
  subscribe: (listener: RealtimeListener) => () => void;
  close: () => Promise<void>;
};

type Logger = { warn: (message: string, error?: unknown) => void };
const consoleLogger: Logger = { warn: (message, error) => console.warn(message, error) };

const deliver = (listeners: ReadonlySet<RealtimeListener>, message: RealtimeMessage, logger: Logger) => {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      logger.warn('실시간 알림 전달 실패', error);
    }
  }
};

/** One process: events go straight to this instance's sockets. */
export const createMemoryBus = (logger: Logger = consoleLogger): RealtimeBus => {
  const listeners = new Set<RealtimeListener>();
  return {
    kind: 'memory',
    publish: async (message) => {
      // Delivered on a later tick, as over Redis, so a publisher never runs socket code inline.
      setImmediate(() => deliver(listeners, message, logger));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
};

export const REALTIME_CHANNEL = 'erp:realtime';

const isMessage = (value: unknown): value is RealtimeMessage =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as RealtimeMessage).accountIds) &&
  typeof (value as RealtimeMessage).event === 'object';

/**
 * Several server instances behind a load balancer: every instance publishes to one Redis channel
 * and every instance hears every event, then hands it to the sockets of the accounts it holds.
 */
export const createRedisBus = (url: string, logger: Logger = consoleLogger): RealtimeBus => {
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const listeners = new Set<RealtimeListener>();
  for (const client of [publisher, subscriber])
    client.on('error', (error) => logger.warn('Redis 연결 오류', error));
  void subscriber
    .subscribe(REALTIME_CHANNEL)
    .catch((error: unknown) => logger.warn('Redis 구독 실패', error));
  subscriber.on('message', (channel, payload) => {
    if (channel !== REALTIME_CHANNEL) return;
    try {
      const message: unknown = JSON.parse(payload);
      if (isMessage(message)) deliver(listeners, message, logger);
    } catch (error) {
      logger.warn('실시간 메시지 해석 실패', error);
    }
  });
  return {
    kind: 'redis',
    publish: async (message) => {
      try {
        await publisher.publish(REALTIME_CHANNEL, JSON.stringify(message));
      } catch (error) {
        logger.warn('실시간 알림 발행 실패', error);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
};

export const createRealtimeBus = (redisUrl: string | undefined, logger?: Logger): RealtimeBus =>
  redisUrl ? createRedisBus(redisUrl, logger) : createMemoryBus(logger);
