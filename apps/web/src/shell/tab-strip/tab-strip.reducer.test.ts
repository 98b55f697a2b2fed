import { describe, expect, it } from 'vitest';
import {
  canCloseTabs,
  closeOtherTabs,
  closeTab,
  MAX_TABS,
  parseTabList,
  type TabItem,
  tabForcesFullReload,
  visitTab,
} from './tab-strip.reducer';

const visitAll = (titles: string[]): TabItem[] =>
  titles.reduce<TabItem[]>((tabs, title) => visitTab(tabs, { title, url: `/${title}` }), []);

describe('tab strip (SPEC §2.2)', () => {
  it('adds one tab per visited page and makes it the only active one', () => {
    const tabs = visitAll(['A', 'B']);
    expect(tabs).toEqual([
      { title: 'A', url: '/A', active: false },
      { title: 'B', url: '/B', active: true },
    ]);
  });

  it('does not add a tab whose title is already open, and activates it instead', () => {
    const tabs = visitTab(visitAll(['A', 'B']), { title: 'A', url: '/A' });
    expect(tabs.map((t) => [t.title, t.active])).toEqual([
      ['A', true],
      ['B', false],
    ]);
  });

  it('moves an open title to the URL just visited so its tab returns there', () => {
    const tabs = visitTab(visitAll(['History']), { title: 'History', url: '/History/C000002' });
    expect(tabs).toEqual([{ title: 'History', url: '/History/C000002', active: true }]);
  });

  it('keeps at most 15 tabs, dropping the oldest when the 16th opens', () => {
    const titles = Array.from({ length: 16 }, (_, i) => `T${i + 1}`);
    const tabs = visitAll(titles);
    expect(MAX_TABS).toBe(15);
    expect(tabs).toHaveLength(15);
    expect(tabs[0]?.title).toBe('T2');
    expect(tabs.at(-1)).toEqual({ title: 'T16', url: '/T16', active: true });
  });

  it('shows close icons only when more than one tab is open', () => {
    expect(canCloseTabs(visitAll(['A']))).toBe(false);
    expect(canCloseTabs(visitAll(['A', 'B']))).toBe(true);
  });

  it('refuses to close the only tab', () => {
    const only = visitAll(['A']);
    expect(closeTab(only, 'A')).toEqual({ tabs: only, navigateTo: null });
  });

  it('closing an inactive tab removes every tab of that title and stays on the page', () => {
    const tabs: TabItem[] = [
      { title: 'A', url: '/A', active: false },
      { title: 'B', url: '/B', active: false },
      { title: 'A', url: '/A/2', active: false },
      { title: 'C', url: '/C', active: true },
    ];
    expect(closeTab(tabs, 'A')).toEqual({
      tabs: [
        { title: 'B', url: '/B', active: false },
        { title: 'C', url: '/C', active: true },
      ],
      navigateTo: null,
    });
  });

  it('closing the active tab goes to the last remaining tab and activates it', () => {
    const tabs = visitTab(visitAll(['A', 'B', 'C']), { title: 'B', url: '/B' });
    const result = closeTab(tabs, 'B');
    expect(result.navigateTo).toBe('/C');
    expect(result.tabs).toEqual([
      { title: 'A', url: '/A', active: false },
      { title: 'C', url: '/C', active: true },
    ]);
  });

  it('closes all other tabs, keeping the chosen one active', () => {
    expect(closeOtherTabs(visitAll(['A', 'B', 'C']), 'A')).toEqual([{ title: 'A', url: '/A', active: true }]);
  });

  it('forces a full reload for the notice register and edit pages only', () => {
    expect(tabForcesFullReload('/Company/Notice/NoticeRegister')).toBe(true);
    expect(tabForcesFullReload('/Company/Notice/NoticeRegister/12?x=1')).toBe(true);
    expect(tabForcesFullReload('/Company/Notice/NoticeList')).toBe(false);
    expect(tabForcesFullReload('/Company/Notice/NoticeRegisterList')).toBe(false);
  });

  it('reads ITEM_LIST back, dropping anything that is not a tab', () => {
    expect(parseTabList([{ title: 'A', url: '/A', active: true }, { title: 1 }, 'x'])).toEqual([
      { title: 'A', url: '/A', active: true },
    ]);
    expect(parseTabList(null)).toEqual([]);
    expect(
      parseTabList(Array.from({ length: 20 }, (_, i) => ({ title: `T${i}`, url: '/', active: false }))),
    ).toHaveLength(15);
  });
});
