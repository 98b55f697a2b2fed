import {
  CONSIGNMENT_COLUMNS,
  CONSIGNMENT_LIST_SPEC,
  CONSIGNMENT_LIST_TYPES,
  CONSIGNMENT_STATUS_LABELS,
  CONSIGNMENT_STATUSES,
  CONSIGNMENT_TYPE_LABELS,
  type ConsignmentListType,
  type ConsignmentSummary,
  consignmentApi,
  consignmentScreens,
  linkTo,
} from '@erp/domain';
import { Button, Popconfirm, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { ConsignmentStatementCard } from './consignment-statement-card';

const S = consignmentScreens;
const TYPE_CHOICES = CONSIGNMENT_LIST_TYPES.map((t) => ({
  value: t,
  label: t === 'all' ? '전체' : CONSIGNMENT_TYPE_LABELS[t],
}));
const EXCEL = { contract: consignmentApi.excel, fileName: '위탁목록.xlsx' };

const listTypeOf = (raw: string | undefined): ConsignmentListType =>
  CONSIGNMENT_LIST_TYPES.find((t) => t === raw) ?? 'all';

const pathOf = (type: ConsignmentListType, customerCode: string | null) =>
  customerCode
    ? linkTo(S.consignmentListCustomer, { type, customerCode })
    : type === 'all'
      ? linkTo(S.consignmentList)
      : linkTo(S.consignmentListType, { type });

/** The selected row's actions: print, copy, and for a draft modify / post, for a posted place or withdraw cancel. */
const RowActions = ({ row, onDone }: { row: ConsignmentSummary | null; onDone: () => void }) => {
  if (!row) return <span className="erp-text-secondary">줄을 고르면(Space) 작업 단추가 나옵니다.</span>;
  const act = async (what: 'post' | 'cancel') => {
    const done = await callApi(consignmentApi[what], {
      params: { code: row.code },
      body: { version: row.version },
    });
    toast.success(`위탁 ${done.code}: ${done.statusLabel}`);
    onDone();
  };
  return (
    <Space size={4} wrap>
      <span>{row.code}</span>
      <Link to={linkTo(S.consignmentPrint, { code: row.code })}>인쇄</Link>
      <Link to={linkTo(S.consignmentCopy, { code: row.code })}>복사 등록</Link>
      {row.status === 'draft' && <Link to={linkTo(S.consignmentModify, { code: row.code })}>수정</Link>}
      {row.status === 'draft' && (
        <Button size="small" onClick={() => void act('post').catch(() => undefined)}>
          재고 반영
        </Button>
      )}
      {row.status !== 'cancelled' && row.type !== 'use' && (
        <Popconfirm
          title="취소하면 반영된 재고 이동을 되돌립니다."
          onConfirm={() => act('cancel').catch(() => undefined)}
        >
          <Button size="small" danger>
            취소
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
};

/**
 * ConsignmentList[/:type[/:customerCode]]: consignment documents by type (place / withdraw / use
 * / all) and customer; on one customer the screen also shows its consignment statement for a
 * period. Enter or a double click opens the 위탁 명세서 of a document.
 */
export const ConsignmentListPage = () => {
  const params = useParams();
  const navigate = useNavigate();
  const type = listTypeOf(params.type);
  const customerCode = params.customerCode ? params.customerCode.toUpperCase() : null;
  const fixed = useMemo(
    () => [
      ...(type === 'all' ? [] : [{ field: 'type', op: 'eq' as const, value: type }]),
      ...(customerCode ? [{ field: 'customerCode', op: 'eq' as const, value: customerCode }] : []),
    ],
    [type, customerCode],
  );
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    consignmentApi.list,
    CONSIGNMENT_LIST_SPEC,
    { excel: EXCEL, fixed },
  );
  const [selected, setSelected] = useState<ConsignmentSummary | null>(null);
  const options = useMemo(
    () => ({ status: CONSIGNMENT_STATUSES.map((s) => ({ value: s, label: CONSIGNMENT_STATUS_LABELS[s] })) }),
    [],
  );
  const columns = useMemo(
    () =>
      gridColumnsOf(CONSIGNMENT_COLUMNS, {
        spec: CONSIGNMENT_LIST_SPEC,
        overrides: {},
      }),
    [],
  );
  return (
    <div>
      <div
        style={{ padding: '12px 16px 0', display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Segmented
          aria-label="구분"
          options={TYPE_CHOICES}
          value={type}
          onChange={(t) => navigate(pathOf(t as ConsignmentListType, customerCode))}
        />
        <CustomerPicker
          value={customerCode}
          placeholder="거래처로 좁히기 (명세 보기)"
          style={{ width: 300 }}
          onChange={(code) => navigate(pathOf(type, code ?? null))}
        />
      </div>
      {customerCode && (
        <div style={{ padding: '12px 16px 0' }}>
          <ConsignmentStatementCard customerCode={customerCode} />
        </div>
      )}
      <ListPage<ConsignmentSummary>
        title="위탁 목록"
        description="위탁 출고·회수·사용(판매) 문서입니다. Enter 또는 두 번 클릭: 위탁 명세서"
        actions={
          <AddButton
            to={
              customerCode
                ? linkTo(S.consignmentRegisterCustomer, {
                    type: type === 'all' ? 'place' : type,
                    customerCode,
                  })
                : linkTo(S.consignmentRegister)
            }
          >
            위탁 등록
          </AddButton>
        }
        onExcelDownload={downloadExcel}
        filterBar={<SpecFilterBar {...filterBar} options={options} keywordPlaceholder="위탁 번호" />}
        table={{
          gridId: 'consignment-list',
          columns,
          onSelectionChange: (rows) => setSelected(rows[0] ?? null),
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.code,
          onRowOpen: (r) => navigate(linkTo(S.consignmentPrint, { code: r.code })),
          emptyText: '조건에 맞는 위탁이 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
        footer={
          <RowActions
            row={selected}
            onDone={() => {
              setSelected(null);
              void page.refetch();
            }}
          />
        }
      />
    </div>
  );
};
