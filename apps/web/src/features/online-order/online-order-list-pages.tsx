import {
  COLLECT_VIEW_LABELS,
  COLLECT_VIEWS,
  type CollectView,
  linkTo,
  ONLINE_CHANNEL_LABELS,
  ONLINE_CHANNELS,
  ONLINE_ORDER_COLUMNS,
  ONLINE_ORDER_LIST_SPEC,
  ONLINE_RECALL_COLUMNS,
  ONLINE_RECALL_LIST_SPEC,
  type OnlineOrderSummary,
  type OnlineRecall,
  onlineOrderApi,
  onlineOrderScreens as S,
} from '@erp/domain';
import { Alert, Button, Drawer, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { useOnlineOrder } from './online-order.api';
import { OnlineOrderPanel } from './online-order-panel';

const ORDER_COLUMNS = gridColumnsOf(ONLINE_ORDER_COLUMNS, { spec: ONLINE_ORDER_LIST_SPEC });
const RECALL_COLUMNS = gridColumnsOf(ONLINE_RECALL_COLUMNS, { spec: ONLINE_RECALL_LIST_SPEC });
const CHANNEL_OPTIONS = ONLINE_CHANNELS.map((c) => ({ value: c, label: ONLINE_CHANNEL_LABELS[c] }));
const ORDER_QUICK: readonly QuickField[] = [
  { field: 'orderDate', op: 'between' },
  { field: 'channel', op: 'eq', width: 160 },
];
const RECALL_QUICK: readonly QuickField[] = [
  { field: 'requestedAt', op: 'between' },
  { field: 'channel', op: 'eq', width: 160 },
];

const OrderDrawer = ({ code, onClose }: { code: string | null; onClose: () => void }) => {
  const order = useOnlineOrder(code ?? '');
  return (
    <Drawer open={code !== null} size={900} title={`온라인 주문 ${code ?? ''}`} onClose={onClose}>
      {order.data && <OnlineOrderPanel order={order.data} />}
    </Drawer>
  );
};

const OnlineOrders = ({
  title,
  description,
  gridId,
  view,
}: {
  title: string;
  description: string;
  gridId: string;
  view: CollectView | null;
}) => {
  const navigate = useNavigate();
  const [open, setOpen] = useState<string | null>(null);
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    onlineOrderApi.list,
    ONLINE_ORDER_LIST_SPEC,
    {
      excel: { contract: onlineOrderApi.excel, fileName: `${title}.xlsx` },
      fixed: view && view !== 'all' ? [{ field: 'collect', op: 'eq', value: view }] : [],
    },
  );
  return (
    <>
      <ListPage<OnlineOrderSummary>
        title={title}
        description={description}
        actions={
          view === null ? (
            <Button
              type="primary"
              onClick={() => navigate(linkTo(S.onlineOrderRegister, { vin: '-', custcode: '-' }))}
            >
              온라인 주문 등록
            </Button>
          ) : (
            <Segmented<CollectView>
              aria-label="수금 상태"
              value={view}
              options={COLLECT_VIEWS.map((v) => ({ value: v, label: COLLECT_VIEW_LABELS[v] }))}
              onChange={(v) => navigate(linkTo(S.onlineCollectTargetListOf, { type: v }))}
            />
          )
        }
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={{ channel: CHANNEL_OPTIONS }}
            quickFields={ORDER_QUICK}
            keywordPlaceholder="주문 번호·채널 주문번호·거래처·구매자"
          />
        }
        table={{
          gridId,
          columns: ORDER_COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.code,
          onRowOpen: (r) => setOpen(r.code),
          emptyText: '조건에 맞는 온라인 주문이 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      <OrderDrawer code={open} onClose={() => setOpen(null)} />
    </>
  );
};

/** OnlineOrderMemo: online orders with their memos (Enter or a double click: the order, its memo). */
export const OnlineOrderMemoPage = () => (
  <OnlineOrders
    title="온라인 주문 메모"
    description="온라인 주문과 메모. Enter 또는 두 번 클릭: 주문 열기(메모·확정·수금·회수)"
    gridId="online-order-memo"
    view={null}
  />
);

/** OnlineCollectTargetList: fixed online orders the marketplace has not paid in full. */
export const OnlineCollectTargetListPage = () => (
  <OnlineOrders
    title="온라인 수금 대상"
    description="채널에서 아직 정산받지 못한 온라인 주문 (미수금 = 주문 − 취소·반품 − 수금, 거래처 원장 기준)"
    gridId="online-collect"
    view="unpaid"
  />
);

/** OnlineCollectTargetList/:type: unpaid, paid or all online orders. */
export const OnlineCollectTargetListOfPage = () => {
  const { type = '' } = useParams();
  if (!(COLLECT_VIEWS as readonly string[]).includes(type))
    return (
      <Alert
        type="warning"
        showIcon
        title={`알 수 없는 구분입니다 (${type}). ${COLLECT_VIEWS.join('·')} 중 하나입니다.`}
      />
    );
  const view = type as CollectView;
  return (
    <OnlineOrders
      key={view}
      title={`온라인 수금 대상 · ${COLLECT_VIEW_LABELS[view]}`}
      description="채널 정산 현황 (거래처 원장 기준)"
      gridId="online-collect-of"
      view={view}
    />
  );
};

/** OnlineRecallRequestList: recall requests of online order lines (return requests). */
export const OnlineRecallRequestListPage = () => {
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    onlineOrderApi.recallList,
    ONLINE_RECALL_LIST_SPEC,
    { excel: { contract: onlineOrderApi.recallExcel, fileName: '온라인회수요청.xlsx' } },
  );
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ListPage<OnlineRecall>
        title="온라인 회수 요청 목록"
        description="온라인 주문 줄의 회수(반품) 요청. 확인·검수는 반품 화면에서 이어집니다."
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={{ channel: CHANNEL_OPTIONS }}
            quickFields={RECALL_QUICK}
            keywordPlaceholder="주문 번호·채널 주문번호·거래처"
          />
        }
        table={{
          gridId: 'online-recall-list',
          columns: RECALL_COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.returnCode,
          onRowOpen: (r) => setOpen(r.orderCode),
          emptyText: '조건에 맞는 회수 요청이 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      <OrderDrawer code={open} onClose={() => setOpen(null)} />
    </>
  );
};
