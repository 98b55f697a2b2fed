import { SearchOutlined } from '@ant-design/icons';
import { toYmd, type WithoutRotationRow } from '@erp/domain';
import { Button, Card, DatePicker, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCount, formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { useWarehouses } from '../part-info/part-info.api';
import { useWithoutRotation } from './part-report.api';
import { PART_REPORT_PATHS } from './part-report-paths';
import { addDays, lastDays } from './report-period';

const num = { type: 'rightAligned', cellClass: 'erp-cell-number' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const columns = (now: number): DataColumn<WithoutRotationRow>[] => [
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
  {
    colId: 'onHand',
    headerName: '현재고',
    field: 'onHand',
    width: 90,
    ...num,
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'purchasePrice',
    headerName: '매입가',
    field: 'purchasePrice',
    width: 100,
    ...num,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'stockValue',
    headerName: '재고 금액',
    headerTooltip: '현재고 × 매입가',
    field: 'stockValue',
    width: 120,
    ...num,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'lastOutAt',
    headerName: '마지막 출고일',
    field: 'lastOutAt',
    width: 120,
    valueFormatter: (p) => (p.value ? formatKstDate(p.value as string) : '출고 기록 없음'),
  },
  {
    colId: 'idleDays',
    headerName: '무회전 일수',
    width: 100,
    ...num,
    valueGetter: (p) =>
      p.data?.lastOutAt ? Math.floor((now - Date.parse(p.data.lastOutAt)) / DAY_MS) : null,
    valueFormatter: (p) => (p.value === null ? '-' : `${formatCount(p.value as number)}일`),
  },
];

/**
 * /Part/PartWithoutRotation: parts with stock on hand that did not go out since a date — the
 * money standing on the shelf, the most first. Enter opens the part's sales records of a year.
 */
export const PartWithoutRotationPage = () => {
  const navigate = useNavigate();
  const today = useMemo(() => toYmd(new Date()), []);
  const now = useMemo(() => Date.now(), []);
  const [params, setParams] = useUrlParams({ since: addDays(today, -89), warehouse: '', page: 1, size: 50 });
  const [since, setSince] = useState(params.since);
  useEffect(() => setSince(params.since), [params.since]);
  const warehouses = useWarehouses();
  const list = useWithoutRotation(
    {
      sinceDate: params.since,
      page: params.page,
      size: params.size,
      ...(params.warehouse ? { warehouseCode: params.warehouse } : {}),
    },
    /^\d{8}$/.test(params.since),
  );
  const cols = useMemo(() => columns(now), [now]);
  const year = lastDays(today, 365);
  return (
    <ListPage<WithoutRotationRow>
      title="무회전 품목"
      description="재고는 있는데 기준일부터 출고(판매·매입 반품, 창고를 고르면 창고 이동 포함)가 없는 품목입니다."
      filterBar={
        <Card size="small" className="erp-filter-card">
          <Space wrap>
            <Typography.Text>기준일</Typography.Text>
            <DatePicker
              aria-label="기준일"
              allowClear={false}
              format="YYYY-MM-DD"
              value={dayjs(`${since.slice(0, 4)}-${since.slice(4, 6)}-${since.slice(6, 8)}`)}
              onChange={(d) => d && setSince(d.format('YYYYMMDD'))}
              presets={[30, 90, 180, 365].map((n) => ({
                label: `${n}일 전`,
                value: dayjs(
                  `${addDays(today, -n).slice(0, 4)}-${addDays(today, -n).slice(4, 6)}-${addDays(today, -n).slice(6, 8)}`,
                ),
              }))}
            />
            <Typography.Text>이후 출고 없음</Typography.Text>
            <Select
              aria-label="창고"
              style={{ width: 160 }}
              value={params.warehouse}
              onChange={(warehouse) => setParams({ warehouse, page: 1 })}
              options={[
                { value: '', label: '전체 창고' },
                ...(warehouses.data ?? []).map((w) => ({ value: w.code, label: w.name })),
              ]}
            />
            <Button type="primary" icon={<SearchOutlined />} onClick={() => setParams({ since, page: 1 })}>
              조회
            </Button>
          </Space>
        </Card>
      }
      table={{
        gridId: 'part-without-rotation',
        columns: cols,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(PART_REPORT_PATHS.salesOf(r.partCode, year.from, year.to)),
        emptyText: '기준일 이후 출고가 없는 재고 품목이 없습니다.',
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
