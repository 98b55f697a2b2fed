import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withTimeout } from './chunk-load';

describe('chunk loading (SPEC §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on a chunk after 120 000 ms', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = withTimeout(new Promise<never>(() => undefined), CHUNK_LOAD_TIMEOUT_MS);
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a chunk that arrives in time, and its load error', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
    await expect(withTimeout(Promise.reject(new Error('load')), 1000)).rejects.toThrow('load');
  });
});
