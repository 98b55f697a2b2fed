import { SearchOutlined } from '@ant-design/icons';
import type { ProperStockRow } from '@erp/domain';
import { Button, Card, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCount, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { useProperStock, useWarehouses } from './part-info.api';
import { PART_INFO_PATHS } from './part-info-paths';

const DEFAULTS = { warehouseCode: '', keyword: '', page: 1, size: 50 };
const num = { type: 'rightAligned', cellClass: 'erp-cell-number' } as const;

const COLUMNS: DataColumn<ProperStockRow>[] = [
  {
    colId: 'partCode',
    headerName: '품목 코드',
    field: 'partCode',
    width: 110,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 150 },
  { colId: 'name', headerName: '품명', field: 'name', width: 200, tooltip: true },
  { colId: 'carModel', headerName: '차종', field: 'carModel', width: 120 },
  { colId: 'brandName', headerName: '브랜드', field: 'brandName', width: 110 },
  {
    colId: 'properStock',
    headerName: '적정 재고',
    field: 'properStock',
    width: 100,
    ...num,
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'onHand',
    headerName: '현재고',
    field: 'onHand',
    width: 100,
    ...num,
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'shortage',
    headerName: '부족 수량',
    field: 'shortage',
    width: 100,
    ...num,
    cellClass: 'erp-cell-number erp-status-suspended',
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'purchasePrice',
    headerName: '매입가',
    field: 'purchasePrice',
    width: 110,
    ...num,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'shortageAmount',
    headerName: '부족분 매입 금액',
    width: 140,
    ...num,
    valueGetter: (p) => (p.data ? p.data.shortage * p.data.purchasePrice : null),
    valueFormatter: (p) => formatWon(p.value as number | null),
  },
];

/**
 * PartProperStockRecordList[/:type]: parts whose stock is under their proper (minimum) stock, in
 * all warehouses or one, the biggest shortage first. Enter or a double click opens its locations.
 */
export const PartProperStockPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);
  const warehouses = useWarehouses();
  const list = useProperStock({
    page: params.page,
    size: params.size,
    ...(params.warehouseCode ? { warehouseCode: params.warehouseCode } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
  });
  return (
    <ListPage<ProperStockRow>
      title="적정 재고 미달 품목"
      description="현재고가 적정 재고보다 적은 품목입니다. 재고는 재고 원장(입출고 기록)의 합계입니다."
      filterBar={
        <Card size="small" className="erp-filter-card">
          <Space wrap>
            <Select
              aria-label="창고"
              style={{ width: 180 }}
              value={params.warehouseCode}
              onChange={(warehouseCode) => setParams({ warehouseCode, page: 1 })}
              options={[
                { value: '', label: '전체 창고' },
                ...(warehouses.data ?? []).map((w) => ({ value: w.code, label: w.name })),
              ]}
            />
            <Input
              aria-label="검색어"
              placeholder="품명·차종"
              allowClear
              style={{ width: 220 }}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onPressEnter={() => setParams({ keyword: keyword.trim(), page: 1 })}
            />
            <Button
              type="primary"
              icon={<SearchOutlined />}
              onClick={() => setParams({ keyword: keyword.trim(), page: 1 })}
            >
              조회
            </Button>
          </Space>
        </Card>
      }
      table={{
        gridId: 'part-proper-stock',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(PART_INFO_PATHS.locations(r.partCode)),
        emptyText: '적정 재고보다 적은 품목이 없습니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        totalCapped: list.data?.totalCapped ?? false,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
    />
  );
};
