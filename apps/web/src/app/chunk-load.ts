/** SPEC §9: a page chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`화면을 불러오는 데 ${Math.round(ms / 1000)}초가 넘게 걸려 중단했습니다.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Resolves with the promise, or rejects with ChunkLoadTimeoutError when it takes longer than `ms`. */
export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
