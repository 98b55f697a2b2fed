import { isErrorCode } from '@erp/domain';
import { ApiError } from '../../app/api-error';
import { createExternalStore } from '../../lib/external-store';

/** What the dialog shows (SPEC §8): the code, the API address that was called, the message. */
export type ErrorDialogEntry = { code: string; url: string; message: string };

const sameEntry = (a: ErrorDialogEntry, b: ErrorDialogEntry) =>
  a.code === b.code && a.url === b.url && a.message === b.message;

/**
 * Queues an error for the dialog. The same error already waiting is not queued twice: a screen
 * that fires two requests to a failing address should ask for one confirmation, not two.
 */
export const enqueueError = (
  queue: readonly ErrorDialogEntry[],
  entry: ErrorDialogEntry,
): readonly ErrorDialogEntry[] =>
  queue.some((queued) => sameEntry(queued, entry)) ? queue : [...queue, entry];

const store = createExternalStore<readonly ErrorDialogEntry[]>([]);

export const errorDialogStore = {
  subscribe: store.subscribe,
  getSnapshot: store.getSnapshot,
  push(entry: ErrorDialogEntry): void {
    store.set(enqueueError(store.getSnapshot(), entry));
  },
  /** The confirm button closes the error on top; the next one, if any, shows next. */
  dismiss(): void {
    store.set(store.getSnapshot().slice(1));
  },
};

/**
 * The error handler of SPEC §8: opens the dialog for an API answer whose code contains E and
 * reports whether it handled the error, so callers can fall back for anything else.
 */
export const showErrorDialog = (error: unknown): boolean => {
  if (!(error instanceof ApiError) || !isErrorCode(error.code)) return false;
  errorDialogStore.push({ code: error.code, url: error.url, message: error.message });
  return true;
};
