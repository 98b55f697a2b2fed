import {
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  type ListFilter,
  PURCHASE_ORDER_COLUMNS,
  PURCHASE_ORDER_LIST_SPEC,
  type PurchaseOrderSummary,
  purchaseOrderApi,
} from '@erp/domain';
import type { ReactNode } from 'react';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { supplierDocQuickFields, useSupplierFilterOptions } from '../purchase/supplier-filters';

const COLUMNS = gridColumnsOf(PURCHASE_ORDER_COLUMNS, { spec: PURCHASE_ORDER_LIST_SPEC });
const STATUS_CHOICES = {
  status: APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_STATUS_LABELS[s] })),
};

type Props = {
  title: string;
  description: string;
  gridId: string;
  /** The queue's own condition (a status), kept whatever the search says. */
  fixed?: readonly ListFilter[];
  actions?: ReactNode;
  onOpen: (order: PurchaseOrderSummary) => void;
  /** Under the list: the order picked from it. */
  footer?: ReactNode;
  /** Rows ticked for a step on several orders at once (the desk's arrival). */
  onSelect?: (orders: PurchaseOrderSummary[]) => void;
};

/** The order lists: PurchaseOrderList, the purchaser's desk and the check queue, on one kit. */
export const OrderListView = ({
  title,
  description,
  gridId,
  fixed,
  actions,
  onOpen,
  footer,
  onSelect,
}: Props) => {
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    purchaseOrderApi.list,
    PURCHASE_ORDER_LIST_SPEC,
    {
      excel: { contract: purchaseOrderApi.excel, fileName: '발주목록.xlsx' },
      ...(fixed ? { fixed } : {}),
    },
  );
  const options = useSupplierFilterOptions(STATUS_CHOICES);
  return (
    <ListPage<PurchaseOrderSummary>
      title={title}
      description={description}
      actions={actions}
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={options}
          quickFields={[
            ...supplierDocQuickFields('orderDate', !fixed),
            { field: 'partCode', op: 'eq', width: 140 },
          ]}
          keywordPlaceholder="발주 번호·매입처명"
        />
      }
      table={{
        gridId,
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (o) => o.code,
        onRowOpen: onOpen,
        ...(onSelect ? { selection: 'multi' as const, onSelectionChange: onSelect } : {}),
        emptyText: '조건에 맞는 발주가 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
      footer={footer}
    />
  );
};
