import { readJson, removeItem, writeItem } from '../../app/browser-storage';

// What a user changed about a grid's columns: which are hidden (or shown, for a column hidden by
// default), their order and widths. Kept per user and per grid in localStorage, so two people
// sharing a PC each get their own layout, and a layout survives logout.

export type ColumnPrefs = {
  order: string[];
  hidden: string[];
  shown?: string[];
  widths: Record<string, number>;
};
export type PrefColumn = {
  colId: string;
  lockVisible?: boolean;
  width?: number | null;
  hide?: boolean | null;
};

export const EMPTY_COLUMN_PREFS: ColumnPrefs = { order: [], hidden: [], widths: {} };
const MIN_WIDTH = 40;
const MAX_WIDTH = 2000;

export const columnPrefsKey = (gridId: string, userId: string): string => `erp.grid.${gridId}.${userId}`;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];

/** Reads stored prefs defensively: anything malformed counts as "no preference". */
export const parseColumnPrefs = (value: unknown): ColumnPrefs => {
  if (typeof value !== 'object' || value === null) return EMPTY_COLUMN_PREFS;
  const raw = value as Record<string, unknown>;
  const widths: Record<string, number> = {};
  if (typeof raw.widths === 'object' && raw.widths !== null) {
    for (const [id, w] of Object.entries(raw.widths as Record<string, unknown>)) {
      if (typeof w === 'number' && Number.isFinite(w) && w >= MIN_WIDTH && w <= MAX_WIDTH)
        widths[id] = Math.round(w);
    }
  }
  const shown = stringList(raw.shown);
  return {
    order: stringList(raw.order),
    hidden: stringList(raw.hidden),
    ...(shown.length > 0 ? { shown } : {}),
    widths,
  };
};

export const loadColumnPrefs = (gridId: string, userId: string): ColumnPrefs =>
  parseColumnPrefs(readJson('local', columnPrefsKey(gridId, userId)));

export const saveColumnPrefs = (gridId: string, userId: string, prefs: ColumnPrefs): void => {
  const empty =
    prefs.order.length === 0 && prefs.hidden.length === 0 && Object.keys(prefs.widths).length === 0;
  if (empty) removeItem('local', columnPrefsKey(gridId, userId));
  else writeItem('local', columnPrefsKey(gridId, userId), JSON.stringify(prefs));
};

/**
 * The columns in the user's order, hidden and sized as they left them. A column the saved order
 * does not know (added by a later release) keeps its place after its usual left neighbour.
 */
export const applyColumnPrefs = <C extends PrefColumn>(
  columns: readonly C[],
  prefs: ColumnPrefs,
): (C & { hide: boolean })[] => {
  const byId = new Map(columns.map((c) => [c.colId, c]));
  const ordered: C[] = prefs.order.flatMap((id) => {
    const column = byId.get(id);
    return column ? [column] : [];
  });
  columns.forEach((column, index) => {
    if (ordered.includes(column)) return;
    const left = columns
      .slice(0, index)
      .reverse()
      .find((c) => ordered.includes(c));
    ordered.splice(left ? ordered.indexOf(left) + 1 : 0, 0, column);
  });
  return ordered.map((column) => {
    const width = prefs.widths[column.colId];
    const hiddenByDefault = column.hide === true && !(prefs.shown ?? []).includes(column.colId);
    const hide = !column.lockVisible && (prefs.hidden.includes(column.colId) || hiddenByDefault);
    return { ...column, hide, ...(width ? { width } : {}) };
  });
};

export const toggleColumn = (prefs: ColumnPrefs, colId: string, visible: boolean): ColumnPrefs => {
  const shown = (prefs.shown ?? []).filter((id) => id !== colId);
  return visible
    ? { ...prefs, hidden: prefs.hidden.filter((id) => id !== colId), shown: [...shown, colId] }
    : { ...prefs, hidden: [...new Set([...prefs.hidden, colId])], shown };
};

/** Moves a column one step left (-1) or right (+1) in the current order. */
export const moveColumn = (
  prefs: ColumnPrefs,
  currentOrder: readonly string[],
  colId: string,
  delta: -1 | 1,
): ColumnPrefs => {
  const order = [...currentOrder];
  const from = order.indexOf(colId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return prefs;
  order.splice(from, 1);
  order.splice(to, 0, colId);
  return { ...prefs, order };
};

export const withOrder = (prefs: ColumnPrefs, order: readonly string[]): ColumnPrefs => ({
  ...prefs,
  order: [...order],
});

export const withWidth = (prefs: ColumnPrefs, colId: string, width: number): ColumnPrefs =>
  width >= MIN_WIDTH && width <= MAX_WIDTH
    ? { ...prefs, widths: { ...prefs.widths, [colId]: Math.round(width) } }
    : prefs;
