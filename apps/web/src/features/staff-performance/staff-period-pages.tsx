import {
  STAFF_MONTH_COLUMNS,
  STAFF_PERFORMANCE_COLUMNS,
  STAFF_PROFIT_COLUMNS,
  type StaffMonthRow,
  type StaffPerformanceRow,
  type StaffProfitRow,
  staffPerformanceApi,
  toYmd,
} from '@erp/domain';
import { DatePicker, Result } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { messageOf } from '../../app/api-error';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ExcelDownloadButton } from '../../components/list-page/excel-download-button';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { FilterCard, FilterItem, FilterPeriod } from '../../components/screen-parts/filter-card';
import { thisMonth } from '../customer-ledger/ledger-rows';

const PERFORMANCE = gridColumnsOf(STAFF_PERFORMANCE_COLUMNS);
const MONTH = gridColumnsOf(STAFF_MONTH_COLUMNS);
const PROFIT = gridColumnsOf(STAFF_PROFIT_COLUMNS);

const rowId = (r: { accountId: number | null }) => String(r.accountId ?? 'none');

const sumOf = <R,>(rows: readonly R[] | undefined, keys: readonly (keyof R)[]) =>
  rows ? Object.fromEntries(keys.map((k) => [k, rows.reduce((n, r) => n + Number(r[k] ?? 0), 0)])) : null;

/** A period in the URL (this month by default), edited in the search card's draft. */
const usePeriod = () => {
  const month = useMemo(() => thisMonth(new Date()), []);
  const [params, setParams] = useUrlParams({ from: month.from, to: month.to });
  const [draft, setDraft] = useState(params);
  useEffect(() => setDraft(params), [params]);
  return { params, setParams, draft, setDraft, body: { fromDate: params.from, toDate: params.to } };
};

/** User/UserPerformance: what each clerk registered, fixed and sold in a period, returns taken off. */
export const UserPerformancePage = () => {
  const p = usePeriod();
  const result = useApiQuery(staffPerformanceApi.period, { body: p.body });
  const rows = result.data;
  const total = sumOf(rows, ['registered', 'fixed', 'customers', 'sales', 'returns', 'net']);
  return (
    <div className="erp-page">
      <PageHead
        title="사용자 실적"
        description="직원(주문 등록자)별 기간 실적: 등록·확정 주문, 거래처 수, 취소를 뺀 매출, 기간에 완료된 반품, 순매출."
        actions={
          <ExcelDownloadButton
            download={() => downloadApi(staffPerformanceApi.periodExcel, { body: p.body }, '사용자실적.xlsx')}
          />
        }
      />
      <FilterCard onSearch={() => p.setParams(p.draft)}>
        <FilterPeriod label="기간" ends="closed" draft={p.draft} setDraft={p.setDraft} />
      </FilterCard>
      {result.error ? (
        <Result status="warning" title={messageOf(result.error)} />
      ) : (
        <DataTable<StaffPerformanceRow>
          gridId="staff-performance"
          columns={PERFORMANCE}
          rows={rows}
          loading={result.isFetching}
          rowId={rowId}
          summaryRow={total ? { staffName: '합계', ...total } : null}
          emptyText="이 기간에 주문을 등록하거나 확정한 직원이 없습니다."
        />
      )}
    </div>
  );
};

/** User/UserPerfomanceMonth: a month's net per clerk beside the month before and a year before. */
export const UserPerfomanceMonthPage = () => {
  const [params, setParams] = useUrlParams({ month: toYmd(new Date()).slice(0, 6) });
  const body = { month: params.month };
  const result = useApiQuery(staffPerformanceApi.month, { body });
  const rows = result.data;
  const total = sumOf(rows, ['fixed', 'net', 'previousNet', 'lastYearNet']);
  return (
    <div className="erp-page">
      <PageHead
        title="사용자 월 실적"
        description="직원별 한 달 순매출(취소·반품 제외)과 전월, 전년 같은 달의 비교."
        actions={
          <ExcelDownloadButton
            download={() => downloadApi(staffPerformanceApi.monthExcel, { body }, '사용자월실적.xlsx')}
          />
        }
      />
      <FilterCard>
        <FilterItem label="월">
          <DatePicker
            aria-label="월"
            picker="month"
            format="YYYY-MM"
            allowClear={false}
            value={dayjs(params.month, 'YYYYMM')}
            onChange={(d) => d && setParams({ month: d.format('YYYYMM') })}
          />
        </FilterItem>
      </FilterCard>
      {result.error ? (
        <Result status="warning" title={messageOf(result.error)} />
      ) : (
        <DataTable<StaffMonthRow>
          gridId="staff-performance-month"
          columns={MONTH}
          rows={rows}
          loading={result.isFetching}
          rowId={rowId}
          summaryRow={total ? { staffName: '합계', ...total } : null}
          emptyText="이 달과 비교하는 달에 실적이 있는 직원이 없습니다."
        />
      )}
    </div>
  );
};

/** User/UserProfitRate: the margin of each clerk's sales in a period. */
export const UserProfitRatePage = () => {
  const p = usePeriod();
  const result = useApiQuery(staffPerformanceApi.profit, { body: p.body });
  const rows = result.data;
  const total = sumOf(rows, ['sales', 'returns', 'cost', 'profit', 'unknownCostLines']);
  return (
    <div className="erp-page">
      <PageHead
        title="사용자 이익률"
        description="직원별 공급가 매출(취소 제외)에서 반품 공급가를 빼고, 출고 원가(이동평균)에서 재입고된 반품의 원가를 뺀 원가를 뺀 이익과 이익률. 원가가 없는 줄은 0원으로 셉니다."
        actions={
          <ExcelDownloadButton
            download={() =>
              downloadApi(staffPerformanceApi.profitExcel, { body: p.body }, '사용자이익률.xlsx')
            }
          />
        }
      />
      <FilterCard onSearch={() => p.setParams(p.draft)}>
        <FilterPeriod label="기간" ends="closed" draft={p.draft} setDraft={p.setDraft} />
      </FilterCard>
      {result.error ? (
        <Result status="warning" title={messageOf(result.error)} />
      ) : (
        <DataTable<StaffProfitRow>
          gridId="staff-profit"
          columns={PROFIT}
          rows={rows}
          loading={result.isFetching}
          rowId={rowId}
          summaryRow={total ? { staffName: '합계', ...total } : null}
          emptyText="이 기간에 확정된 주문이 없습니다."
        />
      )}
    </div>
  );
};
