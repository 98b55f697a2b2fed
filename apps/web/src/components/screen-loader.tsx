import { Button, Result, Space } from 'antd';
import { type ComponentType, useEffect, useState } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withTimeout } from '../app/chunk-load';
import type { ScreenDef } from '../app/screen.types';
import { FullPageSpinner } from './full-page-spinner';
import { ScreenErrorBoundary } from './screen-error-boundary';

// Loaded pages are kept so going back to a page never shows the spinner again.
const loaded = new Map<string, ComponentType>();

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; timedOut: boolean };

/**
 * Loads a screen's chunk (SPEC §8): a chunk that fails, or takes more than 120 s, shows a Korean
 * message with a retry button instead of a blank screen.
 */
export const ScreenLoader = ({ screen }: { screen: ScreenDef }) => {
  const cached = loaded.get(screen.path);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(
    cached ? { status: 'ready', Page: cached } : { status: 'loading' },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt number is what makes the retry button load again.
  useEffect(() => {
    const hit = loaded.get(screen.path);
    if (hit) {
      setState({ status: 'ready', Page: hit });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    withTimeout(screen.load(), CHUNK_LOAD_TIMEOUT_MS).then(
      (Page) => {
        loaded.set(screen.path, Page);
        if (!cancelled) setState({ status: 'ready', Page });
      },
      (error: unknown) => {
        console.warn('화면 파일을 불러오지 못했습니다.', screen.path, error);
        if (!cancelled) setState({ status: 'failed', timedOut: error instanceof ChunkLoadTimeoutError });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [screen, attempt]);

  if (state.status === 'loading') return <FullPageSpinner tip="화면을 불러오는 중…" />;
  if (state.status === 'failed')
    return (
      <Result
        status="warning"
        title="화면을 불러오지 못했습니다."
        subTitle={
          state.timedOut
            ? '응답이 120초 넘게 없어 중단했습니다. 네트워크 상태를 확인한 뒤 다시 시도하세요.'
            : '네트워크가 끊겼거나 새 버전이 배포되었을 수 있습니다. 다시 시도하거나 새로고침하세요.'
        }
        extra={
          <Space>
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              다시 시도
            </Button>
            <Button onClick={() => window.location.reload()}>새로고침</Button>
          </Space>
        }
      />
    );
  const { Page } = state;
  return (
    <ScreenErrorBoundary resetKey={screen.path}>
      <Page />
    </ScreenErrorBoundary>
  );
};
