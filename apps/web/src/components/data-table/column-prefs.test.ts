import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyColumnPrefs,
  columnPrefsKey,
  EMPTY_COLUMN_PREFS,
  loadColumnPrefs,
  moveColumn,
  parseColumnPrefs,
  saveColumnPrefs,
  toggleColumn,
  withWidth,
} from './column-prefs';

const COLUMNS: { colId: string; lockVisible?: boolean; width?: number; hide?: boolean }[] = [
  { colId: 'code', lockVisible: true },
  { colId: 'name' },
  { colId: 'phone' },
  { colId: 'status' },
];

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
};

describe('column chooser preferences', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps each user’s layout under its own key', () => {
    saveColumnPrefs('customer-list', 'staff', { order: [], hidden: ['phone'], widths: {} });
    saveColumnPrefs('customer-list', 'staff2', { order: [], hidden: ['status'], widths: {} });
    expect(loadColumnPrefs('customer-list', 'staff').hidden).toEqual(['phone']);
    expect(loadColumnPrefs('customer-list', 'staff2').hidden).toEqual(['status']);
    expect(loadColumnPrefs('customer-list', 'admin')).toEqual(EMPTY_COLUMN_PREFS);
    expect([...storage.data.keys()]).toEqual([
      columnPrefsKey('customer-list', 'staff'),
      columnPrefsKey('customer-list', 'staff2'),
    ]);
  });

  it('forgets the entry when the layout is back to the default', () => {
    saveColumnPrefs('g', 'u', { order: ['name'], hidden: [], widths: {} });
    saveColumnPrefs('g', 'u', EMPTY_COLUMN_PREFS);
    expect(storage.data.size).toBe(0);
  });

  it('reads malformed storage as no preference', () => {
    storage.setItem(columnPrefsKey('g', 'u'), '{not json');
    expect(loadColumnPrefs('g', 'u')).toEqual(EMPTY_COLUMN_PREFS);
    expect(
      parseColumnPrefs({ order: 'x', hidden: [1, 'a', 'a'], widths: { a: 10, b: 120, c: 'x' } }),
    ).toEqual({
      order: [],
      hidden: ['a'],
      widths: { b: 120 },
    });
  });

  it('orders, hides and sizes columns, never hiding a locked one', () => {
    const applied = applyColumnPrefs(COLUMNS, {
      order: ['status', 'code', 'name', 'phone'],
      hidden: ['phone', 'code'],
      widths: { name: 220 },
    });
    expect(applied.map((c) => [c.colId, c.hide])).toEqual([
      ['status', false],
      ['code', false],
      ['name', false],
      ['phone', true],
    ]);
    expect(applied.find((c) => c.colId === 'name')?.width).toBe(220);
  });

  it('puts a column the saved order does not know after its usual left neighbour', () => {
    const applied = applyColumnPrefs([...COLUMNS.slice(0, 2), { colId: 'mobile' }, ...COLUMNS.slice(2)], {
      order: ['name', 'code', 'phone', 'status'],
      hidden: [],
      widths: {},
    });
    expect(applied.map((c) => c.colId)).toEqual(['name', 'mobile', 'code', 'phone', 'status']);
  });

  it('toggles visibility and moves a column within bounds', () => {
    const hidden = toggleColumn(EMPTY_COLUMN_PREFS, 'phone', false);
    expect(hidden.hidden).toEqual(['phone']);
    expect(toggleColumn(hidden, 'phone', true).hidden).toEqual([]);
    expect(applyColumnPrefs(COLUMNS, hidden).find((c) => c.colId === 'phone')?.hide).toBe(true);
    const order = ['code', 'name', 'phone'];
    expect(moveColumn(EMPTY_COLUMN_PREFS, order, 'phone', -1).order).toEqual(['code', 'phone', 'name']);
    expect(moveColumn(EMPTY_COLUMN_PREFS, order, 'code', -1)).toBe(EMPTY_COLUMN_PREFS);
  });

  it('keeps a column hidden by default hidden until the user shows it', () => {
    const columns = [{ colId: 'code' }, { colId: 'fax', hide: true }];
    expect(applyColumnPrefs(columns, EMPTY_COLUMN_PREFS).map((c) => c.hide)).toEqual([false, true]);
    const shown = toggleColumn(EMPTY_COLUMN_PREFS, 'fax', true);
    expect(applyColumnPrefs(columns, shown).map((c) => c.hide)).toEqual([false, false]);
    expect(applyColumnPrefs(columns, toggleColumn(shown, 'fax', false)).map((c) => c.hide)).toEqual([
      false,
      true,
    ]);
  });

  it('ignores absurd widths', () => {
    expect(withWidth(EMPTY_COLUMN_PREFS, 'a', 5)).toBe(EMPTY_COLUMN_PREFS);
    expect(withWidth(EMPTY_COLUMN_PREFS, 'a', 150.6).widths).toEqual({ a: 151 });
  });
});
