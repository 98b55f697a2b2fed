import type { ComponentType } from 'react';
import type { ScreenDef } from '../app/screen.types';
import { ChunkLoader } from './chunk-loader';
import { ScreenErrorBoundary } from './screen-error-boundary';

const inBoundary = (path: string) => (Page: ComponentType) => (
  <ScreenErrorBoundary resetKey={path}>
    <Page />
  </ScreenErrorBoundary>
);

/** Loads a screen's chunk (with the retry of ChunkLoader) and draws it inside its error boundary. */
export const ScreenLoader = ({ screen }: { screen: ScreenDef }) => (
  <ChunkLoader
    id={screen.path}
    load={screen.load}
    tip="화면을 불러오는 중…"
    render={inBoundary(screen.path)}
  />
);
