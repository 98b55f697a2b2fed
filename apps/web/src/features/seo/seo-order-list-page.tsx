import {
  CPS_NONE,
  type ListFilter,
  linkTo,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  SEO_ORDER_COLUMNS,
  SEO_ORDER_LIST_SPEC,
  type SeoOrderRow,
  seoApi,
  seoScreens,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { toast } from '../../shell/toast/toast';

const COLUMNS = gridColumnsOf(SEO_ORDER_COLUMNS, { spec: SEO_ORDER_LIST_SPEC });
const QUICK: readonly QuickField[] = [{ field: 'orderDate', op: 'between' }];
const EXCEL = { contract: seoApi.orderExcel, fileName: '지점수주목록.xlsx' };

type Variant = {
  title: string;
  description: string;
  gridId: string;
  /** The orders this screen is about: all, drafts not sent to CPS, drafts whose CPS goods arrived. */
  stage: 'all' | 'notRequested' | 'arrived';
  empty: string;
};

const FIXED: Record<Variant['stage'], readonly ListFilter[]> = {
  all: [],
  notRequested: [
    { field: 'status', op: 'eq', value: 'draft' },
    { field: 'cpsStatus', op: 'eq', value: CPS_NONE },
    { field: 'short', op: 'eq', value: true },
  ],
  arrived: [
    { field: 'status', op: 'eq', value: 'draft' },
    { field: 'cpsStatus', op: 'eq', value: 'received' },
  ],
};

/** The selected order's steps: send its shortage as a CPS order, fix it (sell), print it. */
const RowActions = ({ row, onDone }: { row: SeoOrderRow; onDone: () => void }) => {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (step: 'orderCps' | 'orderFix') => {
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(
        seoApi[step],
        { params: { code: row.code } },
        { selfHandled: true },
      );
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['cps'] });
      onDone();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <span>
        {row.code} · {row.customerName}
      </span>
      {row.status === 'draft' && row.shortQty > 0 && row.cpsStatus === CPS_NONE && (
        <Button loading={busy} onClick={() => void run('orderCps')}>
          CPS 주문 요청
        </Button>
      )}
      {row.status === 'draft' && (
        <Button type="primary" loading={busy} onClick={() => void run('orderFix')}>
          확정 (판매)
        </Button>
      )}
      {row.status === 'fixed' && (
        <a
          href={linkTo(seoScreens.seoStatementOfAccount, { code: row.code })}
          target="_blank"
          rel="noreferrer"
        >
          <Button>거래명세서</Button>
        </a>
      )}
    </Space>
  );
};

const SeoOrderList = ({ variant }: { variant: Variant }) => {
  const [selected, setSelected] = useState<SeoOrderRow | null>(null);
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    seoApi.orderList,
    SEO_ORDER_LIST_SPEC,
    {
      excel: EXCEL,
      fixed: FIXED[variant.stage],
    },
  );
  const options = useMemo(
    () => ({ status: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })) }),
    [],
  );
  const rows = pagedRows(page, query, sortBy);
  return (
    <ListPage<SeoOrderRow>
      title={variant.title}
      description={variant.description}
      actions={<AddButton to={linkTo(seoScreens.seoOrdering)}>주문 등록</AddButton>}
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={options}
          quickFields={
            variant.stage !== 'all' ? QUICK : [...QUICK, { field: 'status', op: 'eq', width: 120 }]
          }
          keywordPlaceholder="주문 번호"
        />
      }
      table={{
        gridId: variant.gridId,
        columns: COLUMNS,
        ...rows,
        rowId: (r) => r.code,
        onRowOpen: setSelected,
        toolbar: selected ? <RowActions row={selected} onDone={() => setSelected(null)} /> : undefined,
        emptyText: variant.empty,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};

/** Seo/SeoObtainList: the branch's orders with their CPS state; open one to fix it or print it. */
export const SeoObtainListPage = () => (
  <SeoOrderList
    variant={{
      title: '지점 수주 목록',
      description: 'Enter 또는 두 번 클릭: 선택한 주문의 CPS 요청·확정·거래명세서',
      gridId: 'seo-order-list',
      stage: 'all',
      empty: '조건에 맞는 주문이 없습니다.',
    }}
  />
);

/** Seo/CpsOrderNotRequestedList: drafts Busan cannot fill and no CPS order was sent for. */
export const CpsOrderNotRequestedListPage = () => (
  <SeoOrderList
    variant={{
      title: 'CPS 미요청 주문',
      description:
        '부산 재고가 부족한데 본사에 CPS 주문을 보내지 않은 작성 중 주문입니다. 열어서 요청합니다.',
      gridId: 'seo-cps-not-requested',
      stage: 'notRequested',
      empty: 'CPS 주문을 보낼 주문이 없습니다.',
    }}
  />
);

/** Seo/SeoCpsExistenceOrderFixn: drafts whose CPS goods have arrived at Busan, ready to be fixed (sold). */
export const SeoCpsExistenceOrderFixnPage = () => (
  <SeoOrderList
    variant={{
      title: 'CPS 입고 주문 확정',
      description: '본사가 보낸 CPS 물건이 부산에 입고된 작성 중 주문입니다. 열어서 확정(판매)합니다.',
      gridId: 'seo-cps-arrived',
      stage: 'arrived',
      empty: '확정할 CPS 입고 주문이 없습니다.',
    }}
  />
);
