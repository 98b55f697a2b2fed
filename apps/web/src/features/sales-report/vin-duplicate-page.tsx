import { salesReportApi, type VinDuplicateRow } from '@erp/domain';
import { Input, Switch } from 'antd';
import { useState } from 'react';
import { formatYmd } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { FilterItem } from '../../components/screen-parts/filter-card';
import { OrderLogDrawer } from './order-log-drawer';
import { ReportFilterBar } from './report-filter-bar';
import { useReport } from './sales-report.api';
import { useReportParams } from './use-report-params';
import './sales-report.css';

const COLUMNS: DataColumn<VinDuplicateRow>[] = [
  {
    colId: 'vin',
    sortable: true,
    headerName: '차대번호',
    field: 'vin',
    width: 180,
    pinned: 'left',
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'partName',
    headerName: '품목',
    width: 200,
    valueGetter: (p) => (p.data?.partCode ? `${p.data.partCode} ${p.data.partName ?? ''}` : '(차량 전체)'),
  },
  {
    colId: 'orderCount',
    sortable: true,
    headerName: '주문 수',
    field: 'orderCount',
    width: 84,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
  },
  {
    colId: 'qty',
    headerName: '수량',
    field: 'qty',
    width: 70,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
  },
  {
    colId: 'firstDate',
    headerName: '첫 주문일',
    field: 'firstDate',
    width: 100,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
  {
    colId: 'lastDate',
    sortable: true,
    headerName: '마지막 주문일',
    field: 'lastDate',
    width: 110,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
  {
    colId: 'orderCodes',
    headerName: '주문번호',
    flex: 1,
    minWidth: 240,
    valueGetter: (p) => (p.data?.orderCodes ?? []).join(', '),
  },
  {
    colId: 'customerNames',
    headerName: '거래처',
    width: 200,
    valueGetter: (p) => (p.data?.customerNames ?? []).join(', '),
  },
];

/**
 * orderVinDuplicateList: one car ordered for more than once in the period — by default the same
 * part for the same car (a part sent twice), or any order of the car with the switch off.
 */
export const OrderVinDuplicateListPage = () => {
  const { params, query, search, setExtra, sortBy, goTo } = useReportParams({
    days: 90,
    sortable: ['vin', 'orderCount', 'lastDate'],
    defaultSort: [{ field: 'lastDate', dir: 'desc' }],
    extra: { samePart: 'true', vin: '' },
  });
  const vin = params.vin.trim().toUpperCase();
  const filters = [
    ...query.filters.filter((f) => f.field === 'orderDate'),
    ...(vin
      ? [{ field: 'vin', op: vin.length === 17 ? ('eq' as const) : ('startsWith' as const), value: vin }]
      : []),
  ];
  const list = useReport(salesReportApi.vinDuplicateList, {
    ...query,
    filters,
    samePart: params.samePart !== 'false',
  });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ListPage<VinDuplicateRow>
        title="차대번호 중복 주문"
        description="같은 차(차대번호)로 기간 안에 두 번 이상 주문된 경우입니다. 전부 취소된 주문과 취소된 줄은 세지 않습니다. Enter: 마지막 주문의 로그"
        filterBar={
          <ReportFilterBar
            values={params}
            onSearch={search}
            customer={false}
            code={false}
            extra={
              <>
                <FilterItem label="차대번호">
                  <Input
                    style={{ width: 200 }}
                    defaultValue={params.vin}
                    key={params.vin}
                    maxLength={17}
                    allowClear
                    placeholder="앞부분 또는 17자리"
                    aria-label="차대번호"
                    onPressEnter={(e) => setExtra({ vin: (e.target as HTMLInputElement).value })}
                    onBlur={(e) => e.target.value !== params.vin && setExtra({ vin: e.target.value })}
                  />
                </FilterItem>
                <FilterItem label="같은 품목만">
                  <Switch
                    checked={params.samePart !== 'false'}
                    onChange={(on) => setExtra({ samePart: on ? 'true' : 'false' })}
                    aria-label="같은 품목만"
                  />
                </FilterItem>
              </>
            }
          />
        }
        table={{
          gridId: 'order-vin-duplicate',
          columns: COLUMNS,
          ...pagedRows(list, query, sortBy),
          rowId: (r) => `${r.vin}|${r.partCode ?? ''}`,
          onRowOpen: (r) => setOpen(r.orderCodes.at(-1) ?? null),
          emptyText: '이 기간에 중복 주문된 차량이 없습니다.',
        }}
        paging={pagedPaging(list, query, goTo)}
      />
      <OrderLogDrawer code={open} onClose={() => setOpen(null)} />
    </>
  );
};
