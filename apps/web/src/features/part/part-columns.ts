import { PART_LIST_SPEC, type PartListField, type PartStockRow, type Warehouse } from '@erp/domain';
import type { ValueFormatterParams } from 'ag-grid-community';
import { formatCount, formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';

type Col = DataColumn<PartStockRow>;

/** Header of a column that is also a list field: the spec's label, so list and filters agree. */
const field = (name: PartListField, column: Omit<Col, 'colId' | 'headerName'>): Col => ({
  colId: name,
  headerName: PART_LIST_SPEC.fields[name].label,
  sortable: 'sortable' in PART_LIST_SPEC.fields[name],
  ...column,
});

const text = (params: ValueFormatterParams<PartStockRow>) =>
  params.value === null || params.value === undefined ? '' : String(params.value);
const won = (params: ValueFormatterParams<PartStockRow>) => formatWon(params.value as number | null);

const priceField = (name: 'salePrice' | 'purchasePrice'): Col =>
  field(name, {
    field: name,
    width: 96,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: won,
  });
const yesNo = (yes: string, no: string) => (params: ValueFormatterParams<PartStockRow>) =>
  params.node?.rowPinned ? '' : params.value ? yes : no;

const MATCHED_BY: Record<NonNullable<PartStockRow['matchedBy']>, string> = {
  code: '코드',
  partNo: '품번',
  barcode: '바코드',
  name: '품명',
};

/** One column a warehouse: its on-hand quantity; '' where the part has never been there. */
export const stockColumnId = (warehouseCode: string) => `stock:${warehouseCode}`;

export const stockColumns = (warehouses: readonly Warehouse[]): Col[] => [
  {
    colId: 'stockTotal',
    headerName: '재고 합계',
    field: 'stockTotal',
    width: 88,
    type: 'rightAligned',
    cellClass: 'erp-cell-number erp-cell-strong',
    valueFormatter: (p) => formatCount(p.value as number | null),
    // Below the proper (minimum) stock: the row a buyer looks for.
    cellClassRules: {
      'erp-stock-short': (p) =>
        !p.node?.rowPinned &&
        typeof p.value === 'number' &&
        (p.data?.properStock ?? 0) > 0 &&
        p.value < (p.data?.properStock ?? 0),
    },
  },
  ...warehouses.map(
    (w): Col => ({
      colId: stockColumnId(w.code),
      headerName: w.name,
      headerTooltip: `${w.name} (${w.code}) 현재고`,
      // Wide enough for the warehouse's name ('부산 창고 (서)'), never narrower than a count.
      width: Math.max(80, Math.min(140, 24 + w.name.length * 11)),
      type: 'rightAligned',
      cellClass: 'erp-cell-number',
      valueGetter: (p) => (p.data?.stock ? (p.data.stock[w.code] ?? 0) : null),
      valueFormatter: (p) => formatCount(p.value as number | null),
      cellClassRules: { 'erp-stock-negative': (p) => typeof p.value === 'number' && p.value < 0 },
    }),
  ),
];

/**
 * Columns of PartList, in the order the order desk reads them: what the part is (number, name,
 * car), its price and stock per warehouse, then the rest. `large` (PartLargeList) shows the less
 * used columns too.
 */
export const partColumns = (warehouses: readonly Warehouse[], large = false): Col[] => [
  field('code', { field: 'code', width: 100, pinned: 'left', lockVisible: true, cellClass: 'erp-cell-code' }),
  field('partNo', { field: 'partNo', width: 140, pinned: 'left', cellClass: 'erp-cell-code' }),
  field('name', { field: 'name', width: 170, tooltip: true }),
  field('carModel', { field: 'carModel', width: 120, valueFormatter: text }),
  priceField('salePrice'),
  ...stockColumns(warehouses),
  field('norm', { field: 'norm', width: 90, valueFormatter: text }),
  field('brandCode', { field: 'brandName', width: 104, valueFormatter: text }),
  field('kindCode', { field: 'kindName', width: 124, valueFormatter: text }),
  priceField('purchasePrice'),
  {
    colId: 'vatIncluded',
    headerName: '부가세',
    field: 'vatIncluded',
    width: 72,
    cellClass: 'erp-cell-center',
    valueFormatter: yesNo('포함', '별도'),
    hide: !large,
  },
  { colId: 'unit', headerName: '단위', field: 'unit', width: 60, cellClass: 'erp-cell-center', hide: !large },
  {
    colId: 'properStock',
    headerName: '적정 재고',
    field: 'properStock',
    width: 84,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => formatCount(p.value as number | null),
  },
  field('active', {
    field: 'active',
    width: 72,
    cellClass: 'erp-cell-center',
    valueFormatter: yesNo('사용', '중지'),
    cellClassRules: { 'erp-status-closed': (p) => p.value === false },
  }),
  field('isSet', {
    field: 'isSet',
    width: 60,
    cellClass: 'erp-cell-center',
    valueFormatter: yesNo('세트', ''),
    hide: !large,
  }),
  {
    colId: 'matchedBy',
    headerName: '찾은 곳',
    field: 'matchedBy',
    width: 76,
    cellClass: 'erp-cell-center',
    valueFormatter: (p) => (p.value ? MATCHED_BY[p.value as keyof typeof MATCHED_BY] : ''),
  },
  field('createdAt', {
    field: 'createdAt',
    width: 100,
    hide: !large,
    valueFormatter: (p) => formatKstDate(p.value as string),
  }),
];

/** The pinned total under a page: its stock per warehouse and in all, added up. */
export const partPageSummary = (rows: readonly PartStockRow[] | undefined): Partial<PartStockRow> | null => {
  if (!rows || rows.length === 0) return null;
  const stock: Record<string, number> = {};
  for (const row of rows) {
    for (const [code, qty] of Object.entries(row.stock)) stock[code] = (stock[code] ?? 0) + qty;
  }
  return {
    code: '합계',
    name: `이 페이지 ${rows.length.toLocaleString('ko-KR')}건`,
    stock,
    stockTotal: rows.reduce((sum, row) => sum + row.stockTotal, 0),
  };
};
