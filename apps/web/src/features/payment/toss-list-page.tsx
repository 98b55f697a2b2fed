import { CreditCardOutlined } from '@ant-design/icons';
import {
  linkTo,
  paymentApi,
  paymentScreens as S,
  TOSS_PAYMENT_COLUMNS,
  TOSS_PAYMENT_LIST_SPEC,
  TOSS_PAYMENT_STATE_LABELS,
  TOSS_PAYMENT_STATES,
  type TossPaymentState,
  type TossPaymentSummary,
} from '@erp/domain';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { TossRequestDialog } from './toss-request-dialog';

const COLUMNS = gridColumnsOf(TOSS_PAYMENT_COLUMNS, { spec: TOSS_PAYMENT_LIST_SPEC });
const QUICK: readonly QuickField[] = [
  { field: 'requestedAt', op: 'between' },
  { field: 'state', op: 'eq', width: 120 },
];
const OPTIONS = {
  state: TOSS_PAYMENT_STATES.map((s) => ({ value: s, label: TOSS_PAYMENT_STATE_LABELS[s] })),
};
const EXCEL = { contract: paymentApi.excel, fileName: '카드결제목록.xlsx' };

const TossList = ({
  title,
  gridId,
  state,
}: {
  title: string;
  gridId: string;
  state: TossPaymentState | null;
}) => {
  const navigate = useNavigate();
  const [requesting, setRequesting] = useState(false);
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    paymentApi.list,
    TOSS_PAYMENT_LIST_SPEC,
    {
      excel: EXCEL,
      fixed: state ? [{ field: 'state', op: 'eq', value: state }] : [],
    },
  );
  return (
    <>
      <ListPage<TossPaymentSummary>
        title={title}
        description="카드·토스 결제와 취소. Enter 또는 두 번 클릭: 결제 이력"
        actions={
          <Button type="primary" icon={<CreditCardOutlined />} onClick={() => setRequesting(true)}>
            카드 결제 요청
          </Button>
        }
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={OPTIONS}
            quickFields={QUICK}
            keywordPlaceholder="결제 번호·거래처명"
          />
        }
        table={{
          gridId,
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.orderId,
          onRowOpen: (r) => navigate(linkTo(S.orderTossHistoryInfo, { code: r.orderId })),
          emptyText: '조건에 맞는 결제가 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      <TossRequestDialog open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
};

/** OrderTossInfoList: every card payment. */
export const OrderTossInfoListPage = () => (
  <TossList title="카드 결제 목록" gridId="toss-list" state={null} />
);

/** OrderTossInfoList/:type: the list on one state (ready, done, partial-canceled, canceled). */
export const OrderTossInfoListOfPage = () => {
  const { type = '' } = useParams();
  const state = (TOSS_PAYMENT_STATES as readonly string[]).includes(type) ? (type as TossPaymentState) : null;
  if (!state)
    return (
      <Alert
        type="warning"
        showIcon
        title={`알 수 없는 상태입니다 (${type}). ${TOSS_PAYMENT_STATES.join('·')} 중 하나입니다.`}
      />
    );
  return (
    <TossList
      key={state}
      title={`카드 결제 목록 · ${TOSS_PAYMENT_STATE_LABELS[state]}`}
      gridId="toss-list-of"
      state={state}
    />
  );
};

/** Admin/Tacar/Toss/TacarTossPaymentList: the same payments for the administrator. */
export const TacarTossPaymentListPage = () => (
  <TossList title="토스 결제 관리" gridId="tacar-toss-list" state={null} />
);
