import { type DriverPickupCalcRow, driverPayApi, toYmd } from '@erp/domain';
import { Typography } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../../app/contract-client';
import { formatCount, formatWon } from '../../../components/data-table/cell-format';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table.types';
import { PageHead } from '../../../components/page-head/page-head';
import { FilterCard, FilterItem, YmdRangePicker } from '../../../components/screen-parts/filter-card';

// Driver/DriverPickupCalculate (SPEC §2.15): return and junk pickups each driver picked over days
// (Korean time), what they pay by the rate table, and the cores the driver scanned.

const won = (p: { value: unknown }) => formatWon(p.value as number);
const count = (p: { value: unknown }) => formatCount(p.value as number);

const PICKUP_COLUMNS: DataColumn<DriverPickupCalcRow>[] = [
  { colId: 'driverName', headerName: '기사', field: 'driverName', width: 120, pinned: 'left' },
  {
    colId: 'returnPickups',
    headerName: '반품 회수',
    field: 'returnPickups',
    width: 100,
    type: 'rightAligned',
    valueFormatter: count,
  },
  {
    colId: 'junkPickups',
    headerName: '폐부품 회수',
    field: 'junkPickups',
    width: 100,
    type: 'rightAligned',
    valueFormatter: count,
  },
  {
    colId: 'coreUnits',
    headerName: '스캔한 폐부품 (개)',
    field: 'coreUnits',
    width: 140,
    type: 'rightAligned',
    valueFormatter: count,
  },
  {
    colId: 'amount',
    headerName: '회수 수당 (원)',
    field: 'amount',
    width: 130,
    type: 'rightAligned',
    valueFormatter: won,
  },
];

export const DriverPickupCalculatePage = () => {
  const today = toYmd(new Date());
  const [range, setRange] = useState({ from: `${today.slice(0, 6)}01`, to: today });
  const calc = useApiQuery(driverPayApi.pickupCalc, { query: range });
  return (
    <div className="erp-page">
      <PageHead
        title="기사 회수 계산"
        description="기간 안에 기사가 회수 완료한 반품·폐부품 회수 건수와 수당, 스캔해 회수한 폐부품 개수입니다."
      />
      <FilterCard>
        <FilterItem label="기간">
          <YmdRangePicker
            label="기간"
            ends="closed"
            from={range.from}
            to={range.to}
            onChange={(from, to) => setRange({ from, to })}
          />
        </FilterItem>
        <Typography.Text strong>수당 합계 {formatWon(calc.data?.total ?? 0)}원</Typography.Text>
      </FilterCard>
      <DataTable<DriverPickupCalcRow>
        gridId="driver-pickup-calc"
        columns={PICKUP_COLUMNS}
        rows={calc.data?.rows}
        loading={calc.isFetching}
        rowId={(r) => String(r.driverId)}
        emptyText="등록된 기사가 없습니다."
      />
    </div>
  );
};
