import {
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  type ApprovalStatus,
  type ListSpec,
  linkTo,
  PURCHASE_RETURN_COLUMNS,
  PURCHASE_RETURN_LIST_SPEC,
  type PurchaseReturnSummary,
  purchaseReturnApi,
  purchaseReturnScreens,
} from '@erp/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { supplierDocQuickFields, useSupplierChoices } from '../purchase/supplier-filters';

const COLUMNS = gridColumnsOf(PURCHASE_RETURN_COLUMNS, { spec: PURCHASE_RETURN_LIST_SPEC });
const S = purchaseReturnScreens;

type Variant = {
  title: string;
  description: string;
  gridId: string;
  /** The statuses this screen is about (none: every status, chosen in the filter). */
  statuses: readonly ApprovalStatus[] | null;
  open: (r: PurchaseReturnSummary) => string;
  empty: string;
  /** The list's spec with this screen's first order (the schedule: nearest pickup first). */
  spec?: ListSpec;
};

const BY_PICKUP: ListSpec = {
  ...PURCHASE_RETURN_LIST_SPEC,
  defaultSort: { field: 'plannedPickupDate', dir: 'asc' },
};

const VARIANTS = {
  list: {
    title: '반품 목록',
    description: '기간·매입처·상태·품목으로 찾습니다. Enter 또는 두 번 클릭: 반품 열기',
    gridId: 'purchase-return-list',
    statuses: null,
    open: (r) => linkTo(S.purchaseReturnLastCheck, { code: r.code }),
    empty: '조건에 맞는 반품이 없습니다.',
  },
  check: {
    title: '반품 확인',
    description:
      '요청된 반품을 확인하거나 반려합니다 (요청자 본인은 확인할 수 없습니다). 확인된 반품은 다른 사람이 최종 승인합니다.',
    gridId: 'purchase-return-check',
    statuses: ['requested', 'checked'],
    open: (r) => linkTo(S.purchaseReturnLastCheck, { code: r.code }),
    empty: '확인할 반품이 없습니다.',
  },
  purchaser: {
    title: '반품',
    description: '최종 승인된 반품입니다. 열어서 확정하면 창고에서 출고되고 매입처 미지급금이 줄어듭니다.',
    gridId: 'purchase-return-approved',
    statuses: ['approved'],
    open: (r) => linkTo(S.purchaseReturnSave, { puCode: r.code }),
    empty: '확정할 반품이 없습니다.',
  },
  schedule: {
    title: '반품 회수 일정',
    description:
      '최종 승인되어 매입처가 가져갈 반품과 회수 예정일입니다 (가까운 날부터). 열어서 예정일을 바꿉니다 (변경 이력 보존).',
    gridId: 'purchase-return-schedule',
    statuses: ['approved'],
    spec: BY_PICKUP,
    open: (r) => linkTo(S.purchaseReturnScheduleModify, { seq: String(r.id) }),
    empty: '회수 예정인 반품이 없습니다.',
  },
} as const satisfies Record<string, Variant>;

const EXCEL = { contract: purchaseReturnApi.excel, fileName: '매입반품목록.xlsx' };

const ReturnListPage = ({ variant }: { variant: Variant }) => {
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    purchaseReturnApi.list,
    variant.spec ?? PURCHASE_RETURN_LIST_SPEC,
    {
      excel: EXCEL,
      fixed: variant.statuses ? [{ field: 'status', op: 'in', value: [...variant.statuses] }] : [],
    },
  );
  const supplierCode = useSupplierChoices();
  const options = useMemo(
    () => ({
      supplierCode,
      status: (variant.statuses ?? APPROVAL_STATUSES).map((s) => ({
        value: s,
        label: APPROVAL_STATUS_LABELS[s],
      })),
    }),
    [supplierCode, variant.statuses],
  );
  return (
    <ListPage<PurchaseReturnSummary>
      title={variant.title}
      description={variant.description}
      actions={<AddButton to={linkTo(S.purchaseReturnRequest)}>반품 요청</AddButton>}
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={options}
          quickFields={supplierDocQuickFields('requestedAt', !variant.statuses)}
          keywordPlaceholder="반품 번호·매입처명"
        />
      }
      table={{
        gridId: variant.gridId,
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => r.code,
        onRowOpen: (r) => navigate(variant.open(r)),
        emptyText: variant.empty,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};

/** PurchaseReturnList: every return by period, supplier, status and part; Excel. */
export const PurchaseReturnListPage = () => <ReturnListPage variant={VARIANTS.list} />;
/** PurchaseReturnCheck: the queue of requested and checked returns. */
export const PurchaseReturnCheckPage = () => <ReturnListPage variant={VARIANTS.check} />;
/** PurchaseReturn: the purchaser's approved returns to save. */
export const PurchaseReturnPage = () => <ReturnListPage variant={VARIANTS.purchaser} />;
/** PurchaseReturnSchedule: returns not yet saved, with their planned pickup days. */
export const PurchaseReturnSchedulePage = () => <ReturnListPage variant={VARIANTS.schedule} />;
