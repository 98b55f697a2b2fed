import {
  PURCHASE_LIST_SPEC,
  PURCHASE_STATUS_LABELS,
  PURCHASE_STATUSES,
  type PurchaseSummary,
  purchaseApi,
} from '@erp/domain';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { PURCHASE_PATHS } from './purchase.api';
import { PurchaseSpecList } from './purchase-spec-list';
import { codeAndDayColumns, supplierSizeColumns } from './supplier-doc-columns';

const money = (colId: 'supply' | 'vat' | 'total', headerName: string): DataColumn<PurchaseSummary> => ({
  colId,
  headerName,
  field: colId,
  width: 110,
  type: 'rightAligned',
  cellClass: 'erp-cell-number',
  sortable: colId === 'total',
  valueFormatter: (p) => formatWon(p.value as number),
});

const COLUMNS: DataColumn<PurchaseSummary>[] = [
  ...codeAndDayColumns<PurchaseSummary>('매입 번호', 'purchaseDate', '매입일'),
  {
    colId: 'status',
    headerName: '상태',
    field: 'statusLabel',
    width: 80,
    sortable: true,
    cellClass: 'erp-cell-center',
  },
  ...supplierSizeColumns<PurchaseSummary>(),
  money('supply', '공급가액'),
  money('vat', '부가세'),
  money('total', '합계'),
  { colId: 'createdByName', headerName: '등록자', field: 'createdByName', width: 96 },
  {
    colId: 'fixedAt',
    headerName: '확정 시각',
    field: 'fixedAt',
    width: 140,
    valueFormatter: (p) => formatKstDateTime(p.value as string | null),
  },
  { colId: 'memo', headerName: '비고', field: 'memo', width: 200 },
];

/** Every purchase of the current search, as the server writes it. */
const EXCEL = { contract: purchaseApi.excel, fileName: '매입목록.xlsx' };

const STATUS_CHOICES = {
  status: PURCHASE_STATUSES.map((s) => ({ value: s, label: PURCHASE_STATUS_LABELS[s] })),
};

/** PurchaseList: purchases by period, supplier and status; a row opens the purchase. */
export const PurchaseListPage = () => {
  const list = useListQuery(purchaseApi.list, PURCHASE_LIST_SPEC, { excel: EXCEL });
  return (
    <PurchaseSpecList<PurchaseSummary>
      list={list}
      title="매입 목록"
      description="Enter: 조회 · ↓: 목록으로 · Enter 또는 두 번 클릭: 매입 상세"
      actions={<AddButton to={PURCHASE_PATHS.register}>매입 등록</AddButton>}
      choices={STATUS_CHOICES}
      withStatus
      keywordPlaceholder="매입 번호·매입처명"
      gridId="purchase-list"
      columns={COLUMNS}
      pathOf={(p) => PURCHASE_PATHS.detail(p.code)}
      emptyText="조건에 맞는 매입이 없습니다."
    />
  );
};
