import {
  ORDER_CHANGE_KINDS,
  ORDER_EVENT_KIND_LABELS,
  ORDER_EVENT_KINDS,
  type OrderEventKind,
  type OrderEventRow,
  salesReportApi,
} from '@erp/domain';
import { useState } from 'react';
import { ListPage } from '../../components/list-page/list-page';
import { choicesOf, FilterChoice } from '../../components/screen-parts/filter-card';
import { OrderLogDrawer } from './order-log-drawer';
import { EVENT_COLUMNS } from './report-columns';
import { ReportFilterBar } from './report-filter-bar';
import { useReport, useStaffNames } from './sales-report.api';
import { useReportParams } from './use-report-params';
import './sales-report.css';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';

type Variant = 'log' | 'changes';

const SETUP: Record<
  Variant,
  {
    title: string;
    description: string;
    contract: typeof salesReportApi.eventList | typeof salesReportApi.changeList;
    kinds: readonly OrderEventKind[];
  }
> = {
  log: {
    title: '주문 로그',
    description:
      '주문마다 일어난 일 (등록·수정·확정·검수·출력·취소·주문일과 예약 변경): 누가, 언제, 무엇을. 지워지지 않는 기록입니다.',
    contract: salesReportApi.eventList,
    kinds: ORDER_EVENT_KINDS,
  },
  changes: {
    title: '주문 변경 내역',
    description: '주문 내용을 바꾼 기록: 작성 중 수정, 사유를 적은 단가 변경, 주문일 변경, 예약 일시 변경.',
    contract: salesReportApi.changeList,
    kinds: ORDER_CHANGE_KINDS,
  },
};

const OrderEventList = ({ variant }: { variant: Variant }) => {
  const setup = SETUP[variant];
  const { params, query, search, setExtra, sortBy, goTo } = useReportParams({
    days: 7,
    sortable: ['at', 'kind', 'orderCode'],
    defaultSort: [{ field: 'at', dir: 'desc' }],
    dateField: 'at',
    extra: { kind: '', actor: '' },
  });
  const staff = useStaffNames();
  const filters = [
    ...query.filters,
    ...(params.kind ? [{ field: 'kind', op: 'eq' as const, value: params.kind }] : []),
    ...(params.actor ? [{ field: 'actorId', op: 'eq' as const, value: Number(params.actor) }] : []),
  ];
  const list = useReport(setup.contract, { ...query, filters });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ListPage<OrderEventRow>
        title={setup.title}
        description={setup.description}
        filterBar={
          <ReportFilterBar
            values={params}
            onSearch={search}
            periodLabel="일자"
            extra={
              <>
                <FilterChoice
                  label="구분"
                  width={130}
                  value={params.kind}
                  onChange={(kind) => setExtra({ kind })}
                  choices={choicesOf(setup.kinds, ORDER_EVENT_KIND_LABELS)}
                />
                <FilterChoice
                  label="처리자"
                  width={150}
                  searchable
                  value={params.actor}
                  onChange={(actor) => setExtra({ actor })}
                  choices={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                />
              </>
            }
          />
        }
        table={{
          gridId: variant === 'log' ? 'order-log' : 'order-change-info',
          columns: EVENT_COLUMNS,
          ...pagedRows(list, query, sortBy),
          rowId: (r) => String(r.id),
          onRowOpen: (r) => setOpen(r.orderCode),
          emptyText: '조건에 맞는 기록이 없습니다.',
        }}
        paging={pagedPaging(list, query, goTo)}
      />
      <OrderLogDrawer code={open} onClose={() => setOpen(null)} />
    </>
  );
};

export const OrderLogPage = () => <OrderEventList variant="log" />;
export const OrderChangeInfoListPage = () => <OrderEventList variant="changes" />;
