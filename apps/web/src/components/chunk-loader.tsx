import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withTimeout } from '../app/chunk-load';
import { FullPageSpinner } from './full-page-spinner';
import { StatusPanel } from './status-panel';

// Loaded components are kept by id so going back to a page never shows the spinner again.
const loaded = new Map<string, ComponentType>();

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Loaded: ComponentType }
  | { status: 'failed'; timedOut: boolean };

type ChunkLoaderProps = {
  /** What the loaded component is kept under (a screen's path, or the shell's name). */
  id: string;
  load: () => Promise<ComponentType>;
  tip: string;
  /** Draws the loaded component; the component alone when omitted. */
  render?: (Loaded: ComponentType) => ReactNode;
};

/**
 * Loads a lazily split component (SPEC §8): a chunk that fails, or takes more than 120 s, shows
 * a Korean message with a retry button instead of a blank screen. Screens and the logged-in
 * shell both come through here, so both recover the same way.
 */
export const ChunkLoader = ({ id, load, tip, render }: ChunkLoaderProps) => {
  const cached = loaded.get(id);
  const [attempt, setAttempt] = useState(0);
  // The latest loader, read by the effect: callers may pass a new function on each render.
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<LoadState>(
    cached ? { status: 'ready', Loaded: cached } : { status: 'loading' },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt number is what makes the retry button load again.
  useEffect(() => {
    const hit = loaded.get(id);
    if (hit) {
      setState({ status: 'ready', Loaded: hit });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    withTimeout(loadRef.current(), CHUNK_LOAD_TIMEOUT_MS).then(
      (Loaded) => {
        loaded.set(id, Loaded);
        if (!cancelled) setState({ status: 'ready', Loaded });
      },
      (error: unknown) => {
        console.warn('화면 파일을 불러오지 못했습니다.', id, error);
        if (!cancelled) setState({ status: 'failed', timedOut: error instanceof ChunkLoadTimeoutError });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  if (state.status === 'loading') return <FullPageSpinner tip={tip} />;
  if (state.status === 'failed')
    return (
      <StatusPanel
        status="warning"
        title="화면을 불러오지 못했습니다."
        subTitle={
          state.timedOut
            ? '응답이 120초 넘게 없어 중단했습니다. 네트워크 상태를 확인한 뒤 다시 시도하세요.'
            : '네트워크가 끊겼거나 새 버전이 배포되었을 수 있습니다. 다시 시도하거나 새로고침하세요.'
        }
        extra={
          <>
            <button
              type="button"
              className="erp-plain-button erp-plain-button-primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              다시 시도
            </button>
            <button type="button" className="erp-plain-button" onClick={() => window.location.reload()}>
              새로고침
            </button>
          </>
        }
      />
    );
  const { Loaded } = state;
  return render ? render(Loaded) : <Loaded />;
};
