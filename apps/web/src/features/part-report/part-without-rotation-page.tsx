import { toYmd, WITHOUT_ROTATION_COLUMNS, type WithoutRotationRow } from '@erp/domain';
import { DatePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCount, formatKstDate } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard } from '../../components/screen-parts/filter-card';
import { WarehouseSelect } from '../part-info/warehouse-select';
import { useWithoutRotation } from './part-report.api';
import { PART_REPORT_PATHS } from './part-report-paths';
import { addDays, lastDays } from './report-period';

const DAY_MS = 24 * 60 * 60 * 1000;

const columns = (now: number): DataColumn<WithoutRotationRow>[] => [
  ...gridColumnsOf(WITHOUT_ROTATION_COLUMNS, {
    overrides: {
      stockValue: { headerTooltip: '현재고의 이동평균 원가 합계 (부가세 제외)' },
      lastOutAt: { valueFormatter: (p) => (p.value ? formatKstDate(p.value as string) : '출고 기록 없음') },
    },
  }),
  {
    colId: 'idleDays',
    headerName: '무회전 일수',
    width: 100,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
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
        <FilterCard onSearch={() => setParams({ since, page: 1 })} searchOnEnter={false}>
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
          <WarehouseSelect
            width={160}
            value={params.warehouse}
            onChange={(warehouse) => setParams({ warehouse, page: 1 })}
          />
        </FilterCard>
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
      paging={urlPaging(list, params, setParams)}
    />
  );
};
