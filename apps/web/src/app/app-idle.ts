import { useEffect } from 'react';
import { type createBrowserRouter, useLocation } from 'react-router';
import { queryClient } from './query-client';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * How long the app must be seen quiet before it counts as idle. A screen's queries start in its
 * effects, a task after its chunk has arrived and the spinner has gone; the window is counted from
 * the first quiet look, so at least two looks with other tasks between them are always needed (a
 * long render can block the looks, and a single look right after it would come too early).
 */
export const IDLE_QUIET_MS = 50;

/**
 * What is on screen while something is still coming: the full-page spinner of a loading screen
 * chunk or Suspense fallback (role=progressbar), and antd spinners of loading tables and panels.
 */
// antd's Progress (a proper-stock run's bar) carries role=progressbar too but is content, not a
// loading state: a run still computing keeps the page busy through its polling fetches instead.
export const LOADING_SELECTOR = '[role="progressbar"]:not(.ant-progress), .ant-spin-spinning';

export type IdleSources = {
  /** React has drawn the location the router is at (the router moves before React renders it). */
  rendered: () => boolean;
  pendingQueries: () => number;
  pendingMutations: () => number;
  navigating: () => boolean;
  loadingShown: () => boolean;
  now: () => number;
};

export type IdleProbe = {
  /** Something happened (a query or mutation changed, the router moved): the quiet window restarts. */
  touch: () => void;
  /** True once every look for IDLE_QUIET_MS has found no fetch, mutation, navigation or spinner. */
  idle: () => boolean;
};

export const createIdleProbe = (sources: IdleSources): IdleProbe => {
  // When the current quiet stretch was first seen; null while busy or after any activity.
  let quietSince: number | null = null;
  const touch = () => {
    quietSince = null;
  };
  return {
    touch,
    idle: () => {
      const busy =
        !sources.rendered() ||
        sources.pendingQueries() > 0 ||
        sources.pendingMutations() > 0 ||
        sources.navigating() ||
        sources.loadingShown();
      if (busy) {
        touch();
        return false;
      }
      const now = sources.now();
      quietSince ??= now;
      return now - quietSince >= IDLE_QUIET_MS;
    },
  };
};

// The key of the location React last committed, and the probe to tell about it.
let renderedKey: string | null = null;
let exposedProbe: IdleProbe | null = null;

/**
 * Placed in the app root: notes each location once React has drawn it. The router finishes a move
 * before React renders it (a transition), so until then the old screen is still on view.
 */
export const AppIdleMarker = (): null => {
  const { key } = useLocation();
  useEffect(() => {
    renderedKey = key;
    exposedProbe?.touch();
  }, [key]);
  return null;
};

declare global {
  // biome-ignore lint/style/useConsistentTypeDefinitions: only an interface merges into the DOM's Window.
  interface Window {
    /** Whether the app has settled: what browser tests wait for instead of network idle. */
    __erpIdle?: () => boolean;
    /** Client-side navigation, so a browser test can walk screens inside one loaded app. */
    __erpNavigate?: (path: string) => Promise<void>;
  }
}

/**
 * Exposes the idle signal and the router's navigate on window. Both are read-only views of what
 * any script on the page could already do (fetch state, pushState), so they stay in production,
 * where the browser walk of every screen (e2e/screens) runs against the built app.
 */
export const exposeAppIdle = (router: AppRouter): void => {
  if (typeof window === 'undefined') return;
  const probe = createIdleProbe({
    rendered: () => router.state.location.key === renderedKey,
    pendingQueries: () => queryClient.isFetching(),
    pendingMutations: () => queryClient.isMutating(),
    navigating: () => router.state.navigation.state !== 'idle',
    loadingShown: () => document.querySelector(LOADING_SELECTOR) !== null,
    now: () => performance.now(),
  });
  queryClient.getQueryCache().subscribe(probe.touch);
  queryClient.getMutationCache().subscribe(probe.touch);
  router.subscribe(probe.touch);
  exposedProbe = probe;
  window.__erpIdle = probe.idle;
  window.__erpNavigate = (path) => router.navigate(path);
};
