import {
  DELIVERY_COLUMNS,
  DELIVERY_LIST_SPEC,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type DeliverySummary,
  deliveryApi,
  type ListFilter,
} from '@erp/domain';
import { Alert, Button, Select, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { useDeliveryStep, useDriverOptions, useMethodOptions } from './delivery.api';
import { DeliveryDialog } from './delivery-dialog';
import { DispatchSolveButton } from './dispatch-solve-button';

// The delivery lists (SPEC §2.12, §2.15): waiting (dispatch from here), done, cancelled, every
// delivery and the courier deliveries, one grid each over the same list endpoint.

const COLUMNS = gridColumnsOf(DELIVERY_COLUMNS, { spec: DELIVERY_LIST_SPEC });
const EXCEL = { contract: deliveryApi.excel, fileName: '배송목록.xlsx' };

export type Variant = {
  title: string;
  description: ReactNode;
  gridId: string;
  fixed: ListFilter[];
  quick: QuickField[];
  empty: string;
  dispatch?: boolean;
};

/** Dispatch from the waiting list: the chosen stops to a driver in the order chosen, or back to waiting. */
const DispatchBar = ({ selected, onDone }: { selected: DeliverySummary[]; onDone: () => void }) => {
  const drivers = useDriverOptions();
  const [driverId, setDriverId] = useState<number | null>(null);
  const { run, busy } = useDeliveryStep();
  const send = async (to: number | null) => {
    const codes = selected.map((r) => r.code);
    if (await run(deliveryApi.assign, { body: { codes, driverId: to, locked: to !== null } })) onDone();
  };
  return (
    <Space wrap>
      <span>{selected.length}건 선택</span>
      <Select
        aria-label="배차할 기사"
        placeholder="기사 선택"
        style={{ width: 200 }}
        value={driverId}
        onChange={setDriverId}
        options={drivers}
      />
      <Button
        type="primary"
        disabled={selected.length === 0 || driverId === null}
        loading={busy}
        onClick={() => void send(driverId)}
      >
        배차
      </Button>
      <Button disabled={selected.length === 0} loading={busy} onClick={() => void send(null)}>
        배차 해제
      </Button>
    </Space>
  );
};

export const DeliveryList = ({ variant }: { variant: Variant }) => {
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    deliveryApi.list,
    DELIVERY_LIST_SPEC,
    {
      excel: EXCEL,
      fixed: variant.fixed,
    },
  );
  const methods = useMethodOptions(false);
  const drivers = useDriverOptions();
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<DeliverySummary[]>([]);
  const options = useMemo(
    () => ({
      methodCode: methods,
      driverId: drivers.map((d) => ({ value: String(d.value), label: d.label })),
      status: DELIVERY_STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] })),
      kind: [
        { value: 'delivery', label: '배송' },
        { value: 'pickup', label: '회수' },
      ],
    }),
    [methods, drivers],
  );
  return (
    <>
      <ListPage<DeliverySummary>
        title={variant.title}
        description={variant.description}
        actions={variant.dispatch ? <DispatchSolveButton /> : undefined}
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={options}
            quickFields={variant.quick}
            keywordPlaceholder="배송 번호·거래처명"
          />
        }
        table={{
          gridId: variant.gridId,
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.code,
          onRowOpen: (r) => setOpen(r.code),
          emptyText: variant.empty,
          ...(variant.dispatch
            ? {
                selection: 'multi' as const,
                onSelectionChange: setSelected,
                toolbar: <DispatchBar selected={selected} onDone={() => setSelected([])} />,
              }
            : {}),
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      {open && <DeliveryDialog code={open} onClose={() => setOpen(null)} />}
    </>
  );
};

const statusIn = (...statuses: DeliveryStatus[]): ListFilter => ({
  field: 'status',
  op: 'in',
  value: statuses,
});

/** DeliveryManager/DeliveryWaiting: stops not yet served; choose rows and a driver to dispatch. */
export const DeliveryWaitingPage = () => (
  <DeliveryList
    variant={{
      title: '배송 대기',
      description:
        '확정된 주문의 배송입니다. 행을 고르고(Space) 기사를 골라 배차합니다. Enter: 방법·예약 변경',
      gridId: 'delivery-waiting',
      fixed: [statusIn('waiting', 'assigned')],
      quick: [
        { field: 'reservationDate', op: 'between' },
        { field: 'methodCode', op: 'eq', width: 160 },
        { field: 'driverId', op: 'eq', width: 160 },
      ],
      empty: '대기 중인 배송이 없습니다.',
      dispatch: true,
    }}
  />
);

/** DeliveryManager/DeliveryCompletionNewList: served stops (done and failed) by completion day. */
export const DeliveryCompletionPage = () => (
  <DeliveryList
    variant={{
      title: '배송 완료',
      description: '완료·실패 처리된 배송입니다. 완료일·기사로 찾습니다.',
      gridId: 'delivery-done',
      fixed: [statusIn('done', 'failed')],
      quick: [
        { field: 'completedAt', op: 'between' },
        { field: 'driverId', op: 'eq', width: 160 },
        { field: 'status', op: 'eq', width: 120 },
      ],
      empty: '완료된 배송이 없습니다.',
    }}
  />
);

/** DeliveryManager/DeliveryDeletionList: cancelled stops with who cancelled them and why. */
export const DeliveryDeletionPage = () => (
  <DeliveryList
    variant={{
      title: '배송 취소 목록',
      description: '취소된 배송과 취소한 사람, 사유입니다. 삭제되지 않고 남습니다.',
      gridId: 'delivery-cancelled',
      fixed: [statusIn('cancelled')],
      quick: [{ field: 'cancelledAt', op: 'between' }],
      empty: '취소된 배송이 없습니다.',
    }}
  />
);

/** Company/Order/Delivery/OrderDeliveryInfoAllList: every delivery, any status. */
export const OrderDeliveryInfoAllPage = () => (
  <DeliveryList
    variant={{
      title: '전체 배송 정보',
      description: '모든 배송입니다. 주문일·상태·방법·기사로 찾습니다.',
      gridId: 'delivery-all',
      fixed: [],
      quick: [
        { field: 'createdAt', op: 'between' },
        { field: 'status', op: 'eq', width: 120 },
        { field: 'methodCode', op: 'eq', width: 160 },
      ],
      empty: '조건에 맞는 배송이 없습니다.',
    }}
  />
);

const courierVariant = (status: DeliveryStatus | null): Variant => ({
  title: status ? `택배 배송 정보 · ${DELIVERY_STATUS_LABELS[status]}` : '택배 배송 정보',
  description: '택배로 보내는 배송과 송장 번호입니다. Enter: 송장 입력·인계',
  gridId: 'delivery-courier',
  fixed: [{ field: 'methodKind', op: 'in', value: ['courier'] }, ...(status ? [statusIn(status)] : [])],
  quick: [
    { field: 'createdAt', op: 'between' },
    ...(status ? [] : [{ field: 'status', op: 'eq', width: 120 } as QuickField]),
  ],
  empty: '택배 배송이 없습니다.',
});

/** Company/Order/Delivery/OrderDeliveryCourierInfoList: deliveries sent by courier. */
export const OrderDeliveryCourierPage = () => <DeliveryList variant={courierVariant(null)} />;

/** …/OrderDeliveryCourierInfoList/:type: the courier deliveries of one status. */
export const OrderDeliveryCourierOfPage = () => {
  const { type = '' } = useParams();
  const status = (DELIVERY_STATUSES as readonly string[]).includes(type) ? (type as DeliveryStatus) : null;
  if (!status)
    return (
      <Alert
        type="warning"
        showIcon
        title={`알 수 없는 상태입니다 (${type}). ${DELIVERY_STATUSES.join('·')} 중 하나입니다.`}
      />
    );
  return <DeliveryList key={status} variant={courierVariant(status)} />;
};

const reservationVariant = (kind: 'delivery' | 'pickup' | null): Variant => ({
  title:
    kind === 'pickup' ? '일자별 예약 · 회수' : kind === 'delivery' ? '일자별 예약 · 배송' : '일자별 예약',
  description: '예약일로 찾습니다. Enter: 예약일·시각·도착 가능 시간 변경',
  gridId: 'delivery-reservation',
  fixed: [
    { field: 'reservationDate', op: 'isNull', value: false },
    ...(kind ? [{ field: 'kind', op: 'eq', value: kind } as ListFilter] : []),
  ],
  quick: [
    { field: 'reservationDate', op: 'eq' },
    { field: 'status', op: 'eq', width: 120 },
    { field: 'driverId', op: 'eq', width: 160 },
  ],
  empty: '예약된 배송이 없습니다. 배송 대기에서 예약일을 넣습니다.',
});

/** DeliveryManager/DeliveryDayReservation: the booked stops of a day. */
export const DeliveryDayReservationPage = () => <DeliveryList variant={reservationVariant(null)} />;

/** …/DeliveryDayReservation/:type: the booked stops of one kind (delivery or pickup). */
export const DeliveryDayReservationOfPage = () => {
  const { type = '' } = useParams();
  if (type !== 'delivery' && type !== 'pickup')
    return (
      <Alert
        type="warning"
        showIcon
        title={`알 수 없는 구분입니다 (${type}). delivery·pickup 중 하나입니다.`}
      />
    );
  return <DeliveryList key={type} variant={reservationVariant(type)} />;
};
