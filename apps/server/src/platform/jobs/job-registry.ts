import type { Db } from '../db/database.js';
import { deliverNow, type OutboxHandler, runOutboxOnce, startOutboxRunner } from './job-queue.service.js';

/**
 * The app's one job runner: every module registers the handlers of its topics (tax invoices,
 * partner syncs, long jobs) and one runner per server instance runs them all (OUTBOX_POLL_MS).
 * The failure list retries any topic through here.
 */
export type JobRegistry = {
  register: (handlers: Readonly<Record<string, OutboxHandler>>) => void;
  handlers: () => Readonly<Record<string, OutboxHandler>>;
  /** One pass over every due message of the registered topics; answers how many succeeded. */
  runOnce: () => Promise<number>;
  /** Runs the message with this key now, whatever its backoff (null: none to run). */
  runNow: (key: string) => Promise<boolean | null>;
  /** Starts polling every `intervalMs` (0 = never); answers the stop function. */
  start: (intervalMs: number, onError: (error: unknown) => void) => () => void;
};

export const createJobRegistry = (db: Db): JobRegistry => {
  const handlers: Record<string, OutboxHandler> = {};
  return {
    register: (more) => {
      for (const [topic, handler] of Object.entries(more)) {
        if (handlers[topic]) throw new Error(`Two handlers for the job topic ${topic}.`);
        handlers[topic] = handler;
      }
    },
    handlers: () => handlers,
    runOnce: () => runOutboxOnce(db, handlers),
    runNow: (key) => deliverNow(db, handlers, key),
    start: (intervalMs, onError) => startOutboxRunner(db, handlers, intervalMs, onError),
  };
};
