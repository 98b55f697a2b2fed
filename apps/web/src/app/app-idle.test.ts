import { describe, expect, it } from 'vitest';
import { createIdleProbe, IDLE_QUIET_MS, type IdleSources } from './app-idle';

const QUIET = { rendered: true, queries: 0, mutations: 0, navigating: false, spinner: false };

const fakeApp = () => {
  const state = { ...QUIET, clock: 0 };
  const sources: IdleSources = {
    rendered: () => state.rendered,
    pendingQueries: () => state.queries,
    pendingMutations: () => state.mutations,
    navigating: () => state.navigating,
    loadingShown: () => state.spinner,
    now: () => state.clock,
  };
  return { state, probe: createIdleProbe(sources) };
};

describe('app idle signal (what the browser walk waits for)', () => {
  it('is idle only once it has been seen quiet for the whole window', () => {
    const { state, probe } = fakeApp();
    expect(probe.idle()).toBe(false);
    state.clock = IDLE_QUIET_MS - 1;
    expect(probe.idle()).toBe(false);
    state.clock = IDLE_QUIET_MS;
    expect(probe.idle()).toBe(true);
  });

  it('needs a second look after a long time unobserved (a long render blocks the looks)', () => {
    const { state, probe } = fakeApp();
    state.clock = 5_000;
    // The first look after the screen was drawn: its effects may not have started its queries.
    expect(probe.idle()).toBe(false);
    state.clock = 5_000 + IDLE_QUIET_MS;
    expect(probe.idle()).toBe(true);
  });

  it.each([
    ['a query fetching', { queries: 1 }],
    ['a mutation running', { mutations: 2 }],
    ['the router navigating', { navigating: true }],
    ['a spinner on screen', { spinner: true }],
    ['the new location not drawn yet', { rendered: false }],
  ])('is busy with %s, and idle again only a window after it ends', (_what, busy) => {
    const { state, probe } = fakeApp();
    state.clock = 1_000;
    probe.idle();
    state.clock = 1_000 + IDLE_QUIET_MS;
    expect(probe.idle()).toBe(true);
    Object.assign(state, busy);
    expect(probe.idle()).toBe(false);
    Object.assign(state, QUIET);
    state.clock = 2_000;
    expect(probe.idle()).toBe(false);
    state.clock = 2_000 + IDLE_QUIET_MS - 1;
    expect(probe.idle()).toBe(false);
    state.clock = 2_000 + IDLE_QUIET_MS;
    expect(probe.idle()).toBe(true);
  });

  it('starts the window again on any activity it is told about', () => {
    const { state, probe } = fakeApp();
    probe.idle();
    state.clock = IDLE_QUIET_MS;
    expect(probe.idle()).toBe(true);
    probe.touch();
    expect(probe.idle()).toBe(false);
    state.clock = 2 * IDLE_QUIET_MS;
    expect(probe.idle()).toBe(true);
  });
});
