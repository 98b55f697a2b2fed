import type { ComponentType } from 'react';
import type { ScreenDef } from '../app/screen.types';
import { ChunkLoader } from './chunk-loader';
import { ScreenErrorBoundary } from './screen-error-boundary';

const inBoundary = (path: string) => (Page: ComponentType) => (
  <ScreenErrorBoundary resetKey={path}>
    <Page />
  </ScreenErrorBoundary>
);

/** The page inside antd's theme frame, fetched side by side with the page's chunk. */
const withAntdFrame = (screen: ScreenDef) => (): Promise<ComponentType> =>
  Promise.all([screen.load(), import('./antd-frame')]).then(([Page, { AntdFrame }]) => {
    const Framed = () => (
      <AntdFrame>
        <Page />
      </AntdFrame>
    );
    return Framed;
  });

/**
 * Loads a screen's chunk (with the retry of ChunkLoader) and draws it inside its error boundary.
 * `framed`: a public page that draws antd gets antd's theme frame here; a logged-in page gets it
 * from the shell, a bare (login) page not at all.
 */
export const ScreenLoader = ({ screen, framed = false }: { screen: ScreenDef; framed?: boolean }) => (
  <ChunkLoader
    id={screen.path}
    load={framed && !screen.bare ? withAntdFrame(screen) : screen.load}
    tip="화면을 불러오는 중…"
    render={inBoundary(screen.path)}
  />
);
